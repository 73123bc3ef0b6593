import { supabase } from '@/lib/supabase';

import type { ShipmentListParams } from './shipment-keys';

/**
 * The staff list as the database function gives it: search and status as JSON arguments
 * (never spliced into a filter string), the order total so that pages never overlap or skip
 * a row: the chosen column, newest first among equals, then the tracking number.
 */
export function searchShipments(
  { search, status, sort }: Omit<ShipmentListParams, 'page'>,
  { from, to }: { from: number; to: number },
  signal?: AbortSignal,
  { count }: { count: boolean } = { count: true },
) {
  // With text in the box the database starts from the matches, blank it walks the list's
  // order (one plan cannot do both; see the migration that made shipments_matching).
  let request = supabase
    .rpc(
      search.trim() ? 'shipments_matching' : 'search_shipments',
      { search, status_filter: status ?? '' },
      count ? { count: 'exact' } : undefined,
    )
    .order(sort.column, { ascending: sort.ascending });
  if (sort.column !== 'created_at') request = request.order('created_at', { ascending: false });
  request = request.order('id', { ascending: true }).range(from, to);
  if (signal) request = request.abortSignal(signal);
  return request;
}
