/** Route module of /admin/requests/:reference (one transport request, staff only). */
import { useParams } from 'react-router-dom';

import { RequestDetailPage } from '@/features/requests/components/detail/request-detail-page';

import { OversizeJudge } from './oversize-judge';

export function Component() {
  const { reference = '' } = useParams();
  return (
    <OversizeJudge>
      <RequestDetailPage key={reference} reference={reference} />
    </OversizeJudge>
  );
}
