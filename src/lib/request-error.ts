import type { PostgrestError } from '@supabase/supabase-js';

/**
 * The request never got an answer from the database (offline, server or gateway down); the
 * staff screens (shipments, requests) tell it apart from a refusal.
 */
export class ServerUnreachableError extends Error {
  constructor(cause: PostgrestError) {
    super(`the server could not be reached: ${cause.message}`, { cause });
    this.name = 'ServerUnreachableError';
  }
}

/**
 * The error to throw for a failed PostgREST answer. supabase-js reports a failed fetch as an
 * error with status 0 and no code; 502–504 come from a gateway whose PostgREST is down.
 */
export function requestError(error: PostgrestError, status: number): Error {
  return status === 0 || (status >= 502 && status <= 504)
    ? new ServerUnreachableError(error)
    : error;
}
