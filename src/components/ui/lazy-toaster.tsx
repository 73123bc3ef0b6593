import { type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';

import { currentToasts, noToasts, subscribeToasts } from './toast-store';

/**
 * Mounts a toaster (`children`: a `lazy` one, the public or the staff toaster) with the first
 * toast, then keeps it mounted so later toasts need nothing more: a page that never toasts
 * never loads it.
 */
export function LazyToaster({ children }: { children: ReactNode }) {
  const hasToasts = useSyncExternalStore(
    subscribeToasts,
    () => currentToasts().length > 0,
    () => noToasts().length > 0,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
