import { useSearchParams } from 'react-router-dom';

import { trackingViewOf } from '../tracking-view';
import { DeletedShipmentsPage } from './deleted/deleted-shipments-page';
import { ShipmentsPage } from './list/shipments-page';

/** /admin/tracking: the shipments, or with ?view=deleted the deleted ones ("Șterse recent"). */
export function ShipmentListScreen() {
  const [searchParams] = useSearchParams();
  return trackingViewOf(searchParams) === 'deleted' ? <DeletedShipmentsPage /> : <ShipmentsPage />;
}
