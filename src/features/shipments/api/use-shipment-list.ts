import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { isSessionRejected } from '@/lib/session-rejected';

import { pageRange } from '../list-params';
import { fetchStatusCounts, type StatusCount } from './fetch-status-counts';
import { searchShipments } from './search-shipments';
import { shipmentKeys, type ShipmentListParams } from './shipment-keys';
import { type Shipment, shipmentSchema } from './shipment-schemas';

export interface ShipmentPage {
  rows: Shipment[];
  /** Every row the search and filter match, on all pages. */
  total: number;
  /** Per status, the rows the search matches (the filter's counts, whatever status is chosen). */
  counts: StatusCount[];
}

/**
 * The page's rows and the total come from two requests at once. Counting in the page request
 * (count: 'exact') makes PostgREST read every matching row before it can order and cut the page
 * (about 140 ms at 50,000 shipments, bench "admin list"); the page alone reads 25 rows from an
 * index (about 1 ms), and the per-status counts the filter shows anyway give the same total.
 * The filter shows those counts from here too, so one list load asks for them once.
 * A page past the end (an old link, rows deleted meanwhile) is simply empty; with the total the
 * screen moves to the last page.
 */
async function fetchShipmentPage(
  params: ShipmentListParams,
  signal?: AbortSignal,
): Promise<ShipmentPage> {
  const [page, counts] = await Promise.all([
    searchShipments(params, pageRange(params.page), signal, { count: false }),
    fetchStatusCounts(params.search, signal),
  ]);
  if (page.error) throw page.error;
  const matching =
    params.status === null ? counts : counts.filter((c) => c.status === params.status);
  return {
    rows: z.array(shipmentSchema).parse(page.data),
    total: matching.reduce((sum, c) => sum + c.count, 0),
    counts,
  };
}

/** One page of the staff list, for useQuery and for the route's early prefetch. */
export function shipmentListQuery(params: ShipmentListParams) {
  return queryOptions({
    queryKey: shipmentKeys.list(params),
    queryFn: ({ signal }) => fetchShipmentPage(params, signal),
    // One retry only: the screen has a retry button of its own.
    retry: (failures, error) => failures < 1 && !isSessionRejected(error),
  });
}

/**
 * One page of the staff list. The previous page stays on screen while the next loads (no
 * flash), and the list is asked again when the window gets focus, so what a colleague changed
 * meanwhile appears.
 */
export function useShipmentList(params: ShipmentListParams) {
  return useQuery({
    ...shipmentListQuery(params),
    placeholderData: keepPreviousData,
    // Even when fresh: a colleague may have changed the list while this window was away.
    refetchOnWindowFocus: 'always',
  });
}
