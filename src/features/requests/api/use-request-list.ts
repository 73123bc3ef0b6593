import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';

import type { RequestListParams } from '../list-params';
import { requestKeys } from './request-keys';
import { searchRequests } from './search-requests';

/**
 * One page of the staff list with the total of all matching rows. The previous answer stays
 * on screen while the next loads; asked again on focus, so new requests appear.
 */
export function useRequestList(params: RequestListParams) {
  return useQuery({
    queryKey: requestKeys.list(params),
    queryFn: async ({ signal }) => {
      const { data, error, count } = await searchRequests(params, signal);
      if (error) throw error;
      return { rows: data, total: count ?? 0 };
    },
    retry: retryOnceUnlessSessionRejected,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}

export type RequestListRow = NonNullable<
  ReturnType<typeof useRequestList>['data']
>['rows'][number];
