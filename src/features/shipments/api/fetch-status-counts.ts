import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

const statusCountsSchema = z.array(z.object({ status: z.string(), count: z.number() }));
export type StatusCount = z.infer<typeof statusCountsSchema>[number];

/** How many shipments per status match the search (the filter's counts and the list's total). */
async function fetchStatusCounts(search: string, signal?: AbortSignal): Promise<StatusCount[]> {
  let request = supabase.rpc('shipment_status_counts', { search });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return statusCountsSchema.parse(data);
}

/**
 * The counts for a search, cached by the search alone: a page turn, a sort or a status chip
 * reuses them. With a blank search the database reads kept totals, not the table.
 */
export function statusCountsQuery(search: string) {
  return queryOptions({
    queryKey: shipmentKeys.statusCounts(search),
    queryFn: ({ signal }) => fetchStatusCounts(search, signal),
    retry: retryOnceUnlessSessionRejected,
  });
}
