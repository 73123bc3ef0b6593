import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards. Lets a
 * component render what only the browser knows (the URL's query) without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
