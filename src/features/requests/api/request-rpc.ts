import type { PostgrestError } from '@supabase/supabase-js';

import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type TransportRequest = Database['public']['Tables']['transport_requests']['Row'];

/** The request functions of issue #37's contract (offers-db: 1–3, 8; convert-db: 9). */
interface RequestFunctions {
  open_transport_request: { reference: string };
  send_transport_offer: {
    reference: string;
    expected_updated_at: string;
    price: string;
    valid_until: string;
    note: string | null;
  };
  reject_transport_request: { reference: string; expected_updated_at: string; spam: boolean };
  convert_transport_request: { reference: string; expected_updated_at: string };
  transport_request_emails: { reference: string };
}

/** The request never got an answer from the database (offline, server or gateway down). */
export class ServerUnreachableError extends Error {
  constructor(cause: PostgrestError) {
    super(`the server could not be reached: ${cause.message}`, { cause });
    this.name = 'ServerUnreachableError';
  }
}

/**
 * Calls one of the contract's functions and throws its PostgrestError (a failed fetch or a
 * gateway without PostgREST as ServerUnreachableError). Built by other parts at the same time,
 * they are named here by the contract, not yet by the generated types; their answers are
 * checked by the callers' schemas.
 */
export async function callRequestFunction<F extends keyof RequestFunctions>(
  name: F,
  args: RequestFunctions[F],
  signal?: AbortSignal,
): Promise<unknown> {
  // Typed as a function the generated types know, for the call's shape only.
  let request = supabase.rpc(name as 'transport_request_changes', args);
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (error) {
    throw status === 0 || (status >= 502 && status <= 504)
      ? new ServerUnreachableError(error)
      : error;
  }
  return data;
}
