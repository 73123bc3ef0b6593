import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { handOverToasts } from '@/components/ui/hand-over-toasts';
import { documentPath } from '@/lib/routes/site-path';

/**
 * A URL of the other app (the public site and the staff area are separate builds): load it
 * as a document, always on this site (documentPath). The router has already put the URL in
 * the history, so this replaces that entry and Back still works. Toasts on screen go along.
 */
export function LoadAsDocument() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    handOverToasts();
    window.location.replace(documentPath(pathname) + search + hash);
  }, [pathname, search, hash]);
  return null;
}
