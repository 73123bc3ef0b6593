import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { pageRange } from '@/lib/list-pages';
import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';
import { supabase } from '@/lib/supabase';

import { type DeletedListParams, shipmentKeys } from './shipment-keys';

/** One row of public.search_deleted_shipments (…_deleted_shipments_restore_window.sql). */
const deletedShipmentSchema = z.object({
  tracking_number: z.string(),
  // Null only in a record older than a column (its image lacks the field).
  transportedgoods: z.string().nullable(),
  recipientname: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by: z.string(),
});
export type DeletedShipment = z.infer<typeof deletedShipmentSchema>;

export interface DeletedShipmentPage {
  rows: DeletedShipment[];
  /** Every deleted shipment the search matches, on all pages. */
  total: number;
}

/**
 * One page, latest delete first, cut and counted by the server (the set is the deletes of the
 * restore window, small, so the exact count in the same request is cheap). The tracking
 * number breaks ties so that pages never overlap.
 */
async function fetchDeletedShipments(
  { page, search }: DeletedListParams,
  signal?: AbortSignal,
): Promise<DeletedShipmentPage> {
  const { from, to } = pageRange(page);
  let request = supabase
    .rpc('search_deleted_shipments', { search }, { count: 'exact' })
    .order('deleted_at', { ascending: false })
    .order('tracking_number', { ascending: true })
    .range(from, to);
  if (signal) request = request.abortSignal(signal);
  const { data, error, count } = await request;
  if (error) throw error;
  return { rows: z.array(deletedShipmentSchema).parse(data), total: count ?? 0 };
}

/** "Șterse recent": the previous page stays on screen while the next loads. */
export function useDeletedShipments(params: DeletedListParams) {
  return useQuery({
    queryKey: shipmentKeys.deletedList(params),
    queryFn: ({ signal }) => fetchDeletedShipments(params, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    retry: retryOnceUnlessSessionRejected,
  });
}
