import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import { currentToasts, noToasts, subscribeToasts } from './toast-store';

const PublicToaster = lazy(() =>
  import('./public-toaster').then((m) => ({ default: m.PublicToaster })),
);

/**
 * The toaster for pages that rarely toast: it loads with the first toast, then stays mounted
 * so later toasts need nothing more.
 */
export function LazyToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const hasToasts = useSyncExternalStore(
    subscribeToasts,
    () => currentToasts().length > 0,
    () => noToasts().length > 0,
  );
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <PublicToaster label={label} closeLabel={closeLabel} />
    </Suspense>
  ) : null;
}
