import { startTransition, useEffect, useState } from 'react';

/** Whether the prerendered page content has been hydrated (or there was none to hydrate). */
let hydrationOver = false;

/** For a page rendered from scratch (no prerendered HTML): nothing is hydrated, all is live. */
export function skipHydration(): void {
  hydrationOver = true;
}

/**
 * Rendered last inside the page's Suspense boundary: React may hydrate that boundary in a
 * commit after the header's, so hydration is over only once this has committed. A flag set
 * by the first component to hydrate would make the page's components start live while their
 * prerendered HTML still waits to be hydrated (a mismatch).
 */
export function HydrationMark(): null {
  useEffect(() => {
    hydrationOver = true;
  }, []);
  return null;
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
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
