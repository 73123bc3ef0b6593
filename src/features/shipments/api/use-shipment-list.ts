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

async function fetchShipmentPage(
  params: ShipmentListParams,
  signal?: AbortSignal,
): Promise<ShipmentPage> {
  const { data, error, count } = await searchShipments(params, pageRange(params.page), signal);
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
    refetchOnWindowFocus: true,
    retry: (failures, error) => failures < 1 && !isSessionRejected(error),
  });
}
