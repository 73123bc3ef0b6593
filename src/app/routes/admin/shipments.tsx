/** Route module of /admin/tracking (staff only). */
import type { LoaderFunctionArgs } from 'react-router-dom';

import { prefetchShipmentList } from '@/features/shipments/api/prefetch-shipment-list';
import { queryClient } from '@/lib/query-client';

export { ShipmentListScreen as Component } from '@/features/shipments/components/shipment-list-screen';

/** Does not wait: the page renders (behind the staff check) while the list loads. */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchShipmentList(queryClient, request.url);
  return null;
}

/**
 * Only on entering the screen: after that the page's own queries follow the URL, and a loader
 * run per keystroke (search and paging change the query string) would only delay them.
 */
export function shouldRevalidate(): boolean {
  return false;
}
