/** Route module of /driver/transport/:trackingNumber/pozitie. */
import { useParams } from 'react-router-dom';

import { PositionScreen } from '@/features/driver/components/report/position-screen';

export function Component() {
  const { trackingNumber = '' } = useParams();
  return <PositionScreen trackingNumber={trackingNumber} />;
}
