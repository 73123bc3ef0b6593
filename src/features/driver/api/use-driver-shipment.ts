import { useQuery } from '@tanstack/react-query';

import { driverShipmentsQuery } from './driver-shipments-query';

/** One shipment of the driver's list (the list is what the phone keeps). */
export function useDriverShipment(userId: string, trackingNumber: string) {
  return useQuery({
    ...driverShipmentsQuery(userId),
    select: (data) => ({
      shipment: data.shipments.find((row) => row.id === trackingNumber) ?? null,
      offlineSince: data.offlineSince,
    }),
  });
}
