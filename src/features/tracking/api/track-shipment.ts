import { loadPublicFetch } from '@/lib/public-api/load-public-fetch';

import { readTrackedShipment, type TrackedShipment } from './tracked-shipment';

/**
 * The public lookup: one exact number through the database's track_shipment, with the party
 * link's key when the page was opened with one (DECISIONS 18: the database decides what the
 * answer holds). One row is asked for, so "no such shipment" arrives as PGRST116 (DECISIONS 2).
 * Plain fetch, not supabase-js (issue #17). Throws the PostgrestRequestError, the fetch's own
 * error (network, abort), or the TypeError of a row that does not have the shape the page reads.
 */
export async function trackShipment(
  trackingNumber: string,
  partyKey?: string,
  signal?: AbortSignal,
): Promise<TrackedShipment> {
  const { rpcSingle } = await loadPublicFetch();
  const row = await rpcSingle(
    'track_shipment',
    partyKey
      ? { tracking_number: trackingNumber, party_key: partyKey }
      : { tracking_number: trackingNumber },
    signal,
  );
  return readTrackedShipment(row);
}
