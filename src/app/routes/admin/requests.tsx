/** Route module of /admin/requests ("Cereri", staff only). */
import { RequestsPage } from '@/features/requests/components/list/requests-page';

import { OversizeJudge } from './oversize-judge';

export function Component() {
  return (
    <OversizeJudge>
      <RequestsPage />
    </OversizeJudge>
  );
}
