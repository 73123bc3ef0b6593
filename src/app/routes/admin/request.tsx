/** Route module of /admin/requests/:reference (one transport request, staff only). */
import { useParams } from 'react-router-dom';

import { RequestDetailPage } from '@/features/staff-requests/components/detail/request-detail-page';

export function Component() {
  const { reference = '' } = useParams();
  return <RequestDetailPage key={reference} reference={reference} />;
}
