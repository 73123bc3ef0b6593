import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { requestKeys } from './request-keys';

/** One request by its reference, every column; null when there is none. */
export function useTransportRequest(reference: string) {
  return useQuery({
    queryKey: requestKeys.detail(reference),
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase
        .from('transport_requests')
        .select('*')
        .eq('reference', reference)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
