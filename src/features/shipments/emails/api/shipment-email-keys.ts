import { shipmentKeys } from '../../api/shipment-keys';

/**
 * Query keys of a shipment's e-mails (one factory, so invalidation never guesses). Below
 * shipmentKeys.all: any write to a shipment refreshes them (a status change queues one).
 */
export const shipmentEmailKeys = {
  all: [...shipmentKeys.all, 'emails'] as const,
  list: (trackingNumber: string) => [...shipmentEmailKeys.all, trackingNumber] as const,
};
