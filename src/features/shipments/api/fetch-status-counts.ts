import { z } from 'zod';

import { supabase } from '@/lib/supabase';

const statusCountsSchema = z.array(z.object({ status: z.string(), count: z.number() }));
export type StatusCount = z.infer<typeof statusCountsSchema>[number];

/** How many shipments per status match the search (the filter's counts and the list's total). */
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
