import type { QueryClient } from '@tanstack/react-query';

import { hasStoredSession } from '@/lib/auth-storage';

import { parseListParams } from '../list-params';
import { shipmentListQuery } from './use-shipment-list';

/**
 * Starts loading the list the URL asks for as soon as the route matches, at the same time as
 * the staff check instead of after it (one round trip less before the first page paints). The
 * database answers only staff, so nothing is shown or kept for anyone else; without a stored
 * session there is nothing to ask.
 */
export function prefetchShipmentList(queryClient: QueryClient, url: string): void {
  if (!hasStoredSession()) return;
  void queryClient.prefetchQuery(shipmentListQuery(parseListParams(new URL(url).searchParams)));
}
