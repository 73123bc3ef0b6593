import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { requestKeys } from './request-keys';

/**
 * How many requests no staff member has opened yet (the menu's badge): a HEAD request with an
 * exact count, no rows. Asked again every minute and on focus, so a new request shows.
 */
export function useUnopenedCount(enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.unopenedCount(),
    queryFn: async ({ signal }) => {
      const { error, count } = await supabase
        .from('transport_requests')
        .select('reference', { count: 'exact', head: true })
        .is('opened_at', null)
        .abortSignal(signal);
      if (error) throw error;
      return count ?? 0;
    },
    enabled,
    refetchInterval: 60_000,
  });
}
