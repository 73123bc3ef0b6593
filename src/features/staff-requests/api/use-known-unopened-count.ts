import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { requestKeys } from './request-keys';

/**
 * The unopened count AskUnopenedCount left in the query cache, without asking (like
 * useKnownIsOwner): undefined until it has been asked.
 */
export function useKnownUnopenedCount(): number | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () =>
    client.getQueryData<number>(requestKeys.unopenedCount()),
  );
}
