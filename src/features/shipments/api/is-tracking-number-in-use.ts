import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { isTrackingNumberTaken } from './is-tracking-number-taken';

/**
 * Whether a number is a shipment's, live or deleted and not restored. A suggested number
 * avoids both: a deleted shipment's customers still hold its number, and its audit trail and
 * undo still name it. (Typing such a number on purpose, to add the shipment again, stays
 * possible: only a live shipment makes a number taken.)
 */
export async function isTrackingNumberInUse(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<boolean> {
  let deleted = supabase
    .rpc('deleted_shipments')
    .select('tracking_number')
    .eq('tracking_number', trackingNumber)
    .retry(false);
  if (signal) deleted = deleted.abortSignal(signal);
  const [live, { data, error, status }] = await Promise.all([
    isTrackingNumberTaken(trackingNumber, signal),
    deleted,
  ]);
  if (error) throw requestError(error, status);
  return live || data.length > 0;
}
