import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';
import type { Database } from '#common/database.types';

type RequestRow = Database['public']['Tables']['transport_requests']['Row'];

/**
 * A request as the staff screens read it: every column but the sender's IP address and network
 * (`client`, `network`), which serve the limits only (the privacy notice says so) and are never
 * fetched for a screen.
 */
export type StaffRequestRow = Omit<RequestRow, 'client' | 'network'>;

type Functions = Database['public']['Functions'];
/** The request functions of issue #37 (offers-db: 1–3, 8; convert-db: 9). */
type RequestFunction =
  | 'open_transport_request'
  | 'send_transport_offer'
  | 'reject_transport_request'
  | 'convert_transport_request'
  | 'transport_request_emails';

/**
 * Calls one of the request functions and throws its PostgrestError (a failed fetch or a
 * gateway without PostgREST as ServerUnreachableError, as the shipment screens do).
 */
export async function callRequestFunction<F extends RequestFunction>(
  name: F,
  args: Functions[F]['Args'],
  signal?: AbortSignal,
): Promise<Functions[F]['Returns']> {
  let request = supabase.rpc(name, args);
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (error) throw requestError(error, status);
  return data;
}
