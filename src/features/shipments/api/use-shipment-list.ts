import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { isSessionRejected } from '@/lib/session-rejected';

import { pageRange } from '../list-params';
import { searchShipments } from './search-shipments';
import { shipmentKeys, type ShipmentListParams } from './shipment-keys';
import { type Shipment, shipmentSchema } from './shipment-schemas';

export interface ShipmentPage {
  rows: Shipment[];
  /** Every row the search and filter match, on all pages. */
  total: number;
}

/** PostgREST's answer to a page that starts after the last row (416). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

async function fetchShipmentPage(
  params: ShipmentListParams,
  signal?: AbortSignal,
): Promise<ShipmentPage> {
  const { data, error, count } = await searchShipments(params, pageRange(params.page), signal);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // A page beyond the end (an old link, rows deleted meanwhile): no rows, and the total,
    // so that the screen can go to the last page. PostgREST's 416 carries no count itself.
    const first = await searchShipments(params, pageRange(1), signal);
    if (first.error) throw first.error;
    return { rows: [], total: first.count ?? 0 };
  }
  if (error) throw error;
  return { rows: z.array(shipmentSchema).parse(data), total: count ?? 0 };
}

/**
 * One page of the staff list. The previous page stays on screen while the next loads (no
 * flash), and the list is asked again when the window gets focus, so what a colleague changed
 * meanwhile appears. One retry only: the screen has a retry button of its own.
 */
export function useShipmentList(params: ShipmentListParams) {
  return useQuery({
    queryKey: shipmentKeys.list(params),
    queryFn: ({ signal }) => fetchShipmentPage(params, signal),
    placeholderData: keepPreviousData,
    // Even when fresh: a colleague may have changed the list while this window was away.
    refetchOnWindowFocus: 'always',
    retry: (failures, error) => failures < 1 && !isSessionRejected(error),
  });
}
