import { useQuery } from '@tanstack/react-query';

import { isTrackingNumberInUse } from './is-tracking-number-in-use';
import { shipmentKeys } from './shipment-keys';
import { freeTrackingNumber } from './tracking-number';

/**
 * `candidate` if no shipment has it (nor had it, deleted), else a free random number (SPEC §4:
 * drawn again if taken).
 * Asked again after any shipment write (it sits under shipmentKeys.all).
 */
export function useFreeTrackingNumber(candidate: string, enabled: boolean) {
  return useQuery({
    queryKey: shipmentKeys.freeTrackingNumber(candidate),
    queryFn: ({ signal }) =>
      freeTrackingNumber(candidate, (trackingNumber) =>
        isTrackingNumberInUse(trackingNumber, signal),
      ),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}
