import { shipmentKeys } from '../../api/shipment-keys';

/**
 * Query keys of the party links (one factory, so invalidation never guesses). Below
 * shipmentKeys.all: a shipment's delete or restore refreshes its links too.
 */
export const trackingLinkKeys = {
  all: [...shipmentKeys.all, 'tracking-links'] as const,
  list: (trackingNumber: string) => [...trackingLinkKeys.all, trackingNumber] as const,
};
