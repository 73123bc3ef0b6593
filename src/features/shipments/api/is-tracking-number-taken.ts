import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

/** Whether a shipment has this number (SPEC §7's duplicate check: select id, single-or-none). */
export async function isTrackingNumberTaken(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<boolean> {
  // No automatic retries: a user waits for this answer before the save goes out.
  let request = supabase.from('shipments').select('id').eq('id', trackingNumber).retry(false);
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request.maybeSingle();
  if (error) throw requestError(error, status);
  return data !== null;
}
