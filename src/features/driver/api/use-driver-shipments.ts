import { useQuery } from '@tanstack/react-query';

import { driverShipmentsQuery } from './driver-shipments-query';

/** The driver's list (kept on the phone for a start without signal). */
export function useDriverShipments(userId: string) {
  return useQuery(driverShipmentsQuery(userId));
}
