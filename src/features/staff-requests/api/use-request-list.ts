import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';

import type { RequestListParams } from '../list-params';
import { requestKeys } from './request-keys';
import { searchRequests } from './search-requests';

/** One page of the staff list with the total of all matching rows (the loader prefetches it). */
export function requestPageQuery(params: RequestListParams) {
  return queryOptions({
    queryKey: requestKeys.list(params),
    queryFn: async ({ signal }) => {
      const { data, error, count } = await searchRequests(params, signal);
      if (error) throw error;
      return { rows: data, total: count ?? 0 };
    },
    retry: retryOnceUnlessSessionRejected,
  });
}

/**
 * The list's page as the screen shows it: the previous answer stays on screen while the next
 * loads; asked again on focus, so new requests appear.
 */
export function useRequestList(params: RequestListParams) {
  return useQuery({
    ...requestPageQuery(params),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}

export type RequestListRow = NonNullable<ReturnType<typeof useRequestList>['data']>['rows'][number];
