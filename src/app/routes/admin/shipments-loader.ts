/**
 * Loader of /admin/tracking (staff only), a module of its own so that the list's requests go
 * out as soon as this small module (its imports are the staff frame's) has loaded, while the
 * screen's module and texts still load (staff-routes.ts).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';

import { prefetchShipmentList } from '@/features/shipments/api/prefetch-shipment-list';
import { queryClient } from '@/lib/query-client';

/** Does not wait: the page renders (behind the staff check) while the list loads. */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchShipmentList(queryClient, request.url);
  return null;
}
