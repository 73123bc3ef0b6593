import { isAuthSessionMissingError } from '@supabase/supabase-js';

/**
 * PostgREST's answers to a token it no longer accepts: PGRST301 (invalid or expired JWT, as
 * PostgREST 12 says it), PGRST303 (newer versions' "JWT expired"). Anything else is a data
 * error the screen shows itself.
 */
const REJECTED_TOKEN_CODES = new Set(['PGRST301', 'PGRST303']);

/** Whether a failed request means the session is over (the user must sign in again). */
export function isSessionRejected(error: unknown): boolean {
  if (isAuthSessionMissingError(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, status, message } = error as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  return (
    (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) ||
    status === 401 ||
    (typeof message === 'string' && /\bJWT expired\b/i.test(message))
  );
}
