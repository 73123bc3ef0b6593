import { startTransition, useEffect, useState } from 'react';

/** Whether this document's prerendered HTML has been hydrated (or there was none). */
let hydrationOver = false;

/** For a page rendered from scratch (no prerendered HTML): nothing is hydrated, all is live. */
export function skipHydration(): void {
  hydrationOver = true;
}

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards. Lets a
 * component render what only the browser knows (the URL's query) without a mismatch.
 * Components mounted later start at true. The switch is a transition: as the client snapshot
 * of useSyncExternalStore it was a synchronous re-render of the whole tracking page right after
 * hydration, one long task (Total Blocking Time, issue #17); a transition yields to input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationOver);
  useEffect(() => {
    if (hydrated) return;
    hydrationOver = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
