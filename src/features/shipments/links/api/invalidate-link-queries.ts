import type { QueryClient } from '@tanstack/react-query';

import { shipmentKeys } from '../../api/shipment-keys';
import { trackingLinkKeys } from './tracking-link-keys';

/** After any link write: the shipment's links, and its audit trail, which records each one. */
export function invalidateLinkQueries(queryClient: QueryClient, trackingNumber: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trackingLinkKeys.list(trackingNumber) }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.changes(trackingNumber) }),
  ]);
}
