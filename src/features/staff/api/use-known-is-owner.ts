import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { staffKeys } from './staff-keys';

/**
 * The answer useIsOwner left in the query cache, without asking: for the admin nav, whose frame
 * is on a cold /login too, which must not load the data client. False until someone asked.
 *
 * It reads the cache instead of observing the query: an observer without a queryFn replaced the
 * query's options, so the next refetch of is-owner (after an invalidation) failed with "No
 * queryFn was passed" (seen in the stack tests' output).
 */
export function useKnownIsOwner(userId: string | undefined): boolean {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<boolean>(staffKeys.isOwner(userId ?? '')) === true,
  );
}
