/** Route module of /driver/transport/:trackingNumber (one shipment). */
import { useParams } from 'react-router-dom';

import { useAuth } from '@/features/auth/use-auth';
import { ShipmentScreen } from '@/features/driver/components/shipment-screen';

export function Component() {
  const { user } = useAuth();
  const { trackingNumber = '' } = useParams();
  return user ? <ShipmentScreen userId={user.id} trackingNumber={trackingNumber} /> : null;
}
