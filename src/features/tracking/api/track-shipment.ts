import { supabase } from '@/lib/supabase';

import { type TrackedShipment, trackedShipmentSchema } from './tracked-shipment';

/**
 * The public lookup: one exact number through the database's track_shipment, with the party
 * link's key when the page was opened with one (DECISIONS 18: the database decides what the
 * answer holds). `.single()` makes "no such shipment" arrive as PGRST116 (DECISIONS 2). Throws
 * the PostgrestError, or the ZodError of a row that does not have the shape the page reads.
 */
export async function trackShipment(
  trackingNumber: string,
  partyKey?: string,
  signal?: AbortSignal,
): Promise<TrackedShipment> {
  let request = supabase.rpc(
    'track_shipment',
    partyKey
      ? { tracking_number: trackingNumber, party_key: partyKey }
      : { tracking_number: trackingNumber },
  );
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single();
  if (error) throw error;
  return trackedShipmentSchema.parse(data);
}
