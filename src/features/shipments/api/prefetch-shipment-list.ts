import type { QueryClient } from '@tanstack/react-query';

import { hasStoredSession } from '@/lib/auth-storage';

import { shipmentListUrl } from '../list-params';
import { statusCountsQuery } from './fetch-status-counts';
import { shipmentPageQuery } from './use-shipment-list';

/**
 * Starts loading the list the URL asks for (the page and its counts) as soon as the route
 * matches, at the same time as the staff check instead of after it (one round trip less before
 * the first page paints). The database answers only staff, so nothing is shown or kept for
 * anyone else; without a stored session there is nothing to ask.
 */
export function prefetchShipmentList(queryClient: QueryClient, url: string): void {
  if (!hasStoredSession()) return;
  const params = shipmentListUrl.read(new URL(url).searchParams);
  void queryClient.prefetchQuery(shipmentPageQuery(params));
  void queryClient.prefetchQuery(statusCountsQuery(params.search));
}
