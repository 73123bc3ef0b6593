/** Route module of /driver/transport/:trackingNumber/predare. */
import { useParams } from 'react-router-dom';

import { ReportScreen } from '@/features/driver/components/report/report-screen';

export function Component() {
  const { trackingNumber = '' } = useParams();
  return <ReportScreen trackingNumber={trackingNumber} kind="delivery" />;
}
