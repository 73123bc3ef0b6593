import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import { currentToasts, noToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster for pages that rarely toast: Radix Toast loads with the first toast, then
 * stays mounted so later toasts (and their exit animations) need nothing more.
 */
export function LazyToaster({ closeLabel }: { closeLabel: string }) {
  const hasToasts = useSyncExternalStore(
    subscribeToasts,
    () => currentToasts().length > 0,
    () => noToasts().length > 0,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster closeLabel={closeLabel} />
    </Suspense>
  ) : null;
}
