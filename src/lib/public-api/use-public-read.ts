import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import {
  fetchIfMissing,
  NOT_STARTED,
  type PublicFetcher,
  type PublicReadKey,
  type PublicReadState,
  readState,
  refetch,
  subscribe,
} from './public-read-cache';

export type PublicRead<T> = PublicReadState<T> & {
  /** Ask again now (the "look up again" of a form), whatever the cache holds. */
  refetch: () => void;
};

/**
 * One anonymous read of the public site (issue #17: TanStack Query stays with the staff area):
 * the answer for `key` from the cache when it is fresh, else `fetcher`'s, aborted when the key
 * changes or the reader unmounts. `key` says what is fetched (a key factory's), never UI state.
 */
export function usePublicRead<T>(key: PublicReadKey, fetcher: PublicFetcher<T>): PublicRead<T> {
  const hash = JSON.stringify(key);
  // The fetcher of the latest render, for requests started later (refetch, reconnect).
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(hash, listener), [hash]),
    () => readState(hash),
    () => NOT_STARTED,
  ) as PublicReadState<T>;
  useEffect(() => fetchIfMissing(hash, latestFetcher.current), [hash]);
  const again = useCallback(() => refetch(hash, latestFetcher.current), [hash]);
  // A key nobody asked for yet is asked in this render's effect: say so already, so a
  // "Searching…" never blinks off between a click and its request.
  const starting = state.status === 'pending' && !state.isFetching;
  // The same object while nothing changed, so a reader can defer it (useDeferredValue).
  return useMemo(
    () => ({ ...state, isFetching: state.isFetching || starting, refetch: again }),
    [state, starting, again],
  );
}
