import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

const statusCountsSchema = z.array(z.object({ status: z.string(), count: z.number() }));
export type StatusCount = z.infer<typeof statusCountsSchema>[number];

export async function fetchStatusCounts(
  search: string,
  signal?: AbortSignal,
): Promise<StatusCount[]> {
  let request = supabase.rpc('shipment_status_counts', { search });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return statusCountsSchema.parse(data);
}

/** How many shipments per status match the search (the filter's counts), refreshed on focus. */
export function useStatusCounts(search: string) {
  return useQuery({
    queryKey: shipmentKeys.statusCounts(search),
    queryFn: ({ signal }) => fetchStatusCounts(search, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}
