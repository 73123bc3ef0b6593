import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { handOverToasts } from '@/components/ui/hand-over-toasts';

/**
 * A URL of the other app (the public site and the staff area are separate builds): load it
 * as a document. The router has already put the URL in the history, so this replaces that
 * entry and Back still works. Toasts on screen go along.
 */
export function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    handOverToasts();
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}
