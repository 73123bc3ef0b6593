import { useQuery } from '@tanstack/react-query';

import { trackShipment } from './track-shipment';
import { trackingKeys } from './tracking-keys';

/** One lookup per submitted number, party key and attempt; a miss is an answer, never retried. */
export function useTrackShipment(
  trackingNumber: string,
  partyKey: string | undefined,
  attempt: number,
) {
  return useQuery({
    queryKey: trackingKeys.lookup(trackingNumber, partyKey, attempt),
    queryFn: ({ signal }) => trackShipment(trackingNumber, partyKey, signal),
    retry: false,
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}
