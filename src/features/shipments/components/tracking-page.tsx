import { useSearchParams } from 'react-router-dom';

import { trackingViewOf } from '../tracking-view';
import { DeletedShipmentsPage } from './deleted-shipments-page';
import { ShipmentsPage } from './shipments-page';

/** /admin/tracking: the shipments, or with ?view=deleted the deleted ones ("Șterse recent"). */
export function TrackingPage() {
  const [searchParams] = useSearchParams();
  return trackingViewOf(searchParams) === 'deleted' ? <DeletedShipmentsPage /> : <ShipmentsPage />;
}
