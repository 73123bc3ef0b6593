import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';

import { pageRange } from '@/lib/list-pages';
import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';

import { type StatusCount, statusCountsQuery } from './fetch-status-counts';
import { searchShipments } from './search-shipments';
import { shipmentKeys, type ShipmentListParams } from './shipment-keys';
import { type Shipment, shipmentSchema } from './shipment-schemas';

interface ShipmentPage {
  rows: Shipment[];
  /** Every row the search and filter match, on all pages. */
  total: number;
  /** Per status, the rows the search matches (the filter's counts, whatever status is chosen). */
  counts: StatusCount[];
}

/**
 * One page's rows, without a count: counting in the page request (count: 'exact') makes
 * PostgREST read every matching row before it can order and cut the page (about 140 ms at
 * 50,000 shipments, bench "admin list"); the page alone reads 25 rows from an index. The total
 * comes from the per-status counts the filter shows anyway (statusCountsQuery), asked at the
 * same time and kept per search, so a page turn, a sort or a status chip asks for the page only.
 */
export function shipmentPageQuery(params: ShipmentListParams) {
  return queryOptions({
    queryKey: shipmentKeys.list(params),
    queryFn: async ({ signal }) => {
      const page = await searchShipments(params, pageRange(params.page), signal, { count: false });
      if (page.error) throw page.error;
      return z.array(shipmentSchema).parse(page.data);
    },
    retry: retryOnceUnlessSessionRejected,
  });
}

/** The page and its counts as one list state: shown once both are in. */
export interface ShipmentList {
  data: ShipmentPage | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  /** The previous search's or page's answer stands in while this one loads. */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** The list's data once both answers are in; the total is the matching statuses' counts. */
function combinePage(
  rows: Shipment[] | undefined,
  counts: StatusCount[] | undefined,
  status: string | null,
): ShipmentPage | undefined {
  if (!rows || !counts) return undefined;
  const matching = status === null ? counts : counts.filter((c) => c.status === status);
  return { rows, total: matching.reduce((sum, c) => sum + c.count, 0), counts };
}

/**
 * One page of the staff list with the filter's counts. A page past the end (an old link, rows
 * deleted meanwhile) is simply empty; with the total the screen moves to the last page. The
 * previous answer stays on screen while the next loads (no flash), and both are asked again
 * when the window gets focus, so what a colleague changed meanwhile appears.
 */
export function useShipmentList(params: ShipmentListParams): ShipmentList {
  // Two useQuery calls, not useQueries: an observer of useQueries is matched by its key, so a
  // new page or search would start without the previous answer to keep on screen.
  const page = useQuery({
    ...shipmentPageQuery(params),
    placeholderData: keepPreviousData,
    // Even when fresh: a colleague may have changed the list while this window was away.
    refetchOnWindowFocus: 'always',
  });
  const counts = useQuery({
    ...statusCountsQuery(params.search),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
  // Memoized on the two answers, so that effects keyed on the data run only when it changes.
  const data = useMemo(
    () => combinePage(page.data, counts.data, params.status),
    [page.data, counts.data, params.status],
  );
  const error = page.error ?? counts.error;
  return {
    data,
    isPending: !data && !error,
    isError: error !== null,
    error,
    isFetching: page.isFetching || counts.isFetching,
    isPlaceholderData: page.isPlaceholderData || counts.isPlaceholderData,
    refetch: () => Promise.all([page.refetch(), counts.refetch()]),
  };
}
