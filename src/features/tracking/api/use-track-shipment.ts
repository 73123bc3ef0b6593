import { usePublicRead } from '@/lib/public-api/use-public-read';

import { trackShipment } from './track-shipment';
import { trackingKeys } from './tracking-keys';

/**
 * The lookup of a number (with a party link's key): asked once, shown again from the cache for
 * a minute (back and forward), asked again on `refetch`. A miss is an answer, never retried.
 */
export function useTrackShipment(trackingNumber: string, partyKey: string | undefined) {
  return usePublicRead(trackingKeys.lookup(trackingNumber, partyKey), (signal) =>
    trackShipment(trackingNumber, partyKey, signal),
  );
}
