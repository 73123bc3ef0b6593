import { useQuery } from '@tanstack/react-query';

import { trackShipment } from './track-shipment';
import { trackingKeys } from './tracking-keys';

/** One lookup per submitted number and attempt; a miss is an answer, never retried. */
export function useTrackShipment(trackingNumber: string, attempt: number) {
  return useQuery({
    queryKey: trackingKeys.lookup(trackingNumber, attempt),
    queryFn: ({ signal }) => trackShipment(trackingNumber, signal),
    retry: false,
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });
}
