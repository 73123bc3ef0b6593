/**
 * PostgREST's answers to a token it no longer accepts: PGRST301 (invalid or expired JWT, as
 * PostgREST 12 says it), PGRST303 (newer versions' "JWT expired"). Anything else is a data
 * error the screen shows itself.
 */
const REJECTED_TOKEN_CODES = new Set(['PGRST301', 'PGRST303']);

/**
 * Whether a failed request means the session is over and the user must sign in again: the
 * backend refused the token (401, PGRST301/303, "JWT expired"), or auth-js found no session.
 * Duck-typed, so that code using it does not pull supabase-js into a page.
 */
export function isSessionRejected(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, status, message } = error as Record<string, unknown>;
  return (
    name === 'AuthSessionMissingError' ||
    (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) ||
    status === 401 ||
    (typeof message === 'string' && /\bJWT expired\b/i.test(message))
  );
}

/**
 * A list query's retry rule: once, and not when the session is over (a retry cannot help, and
 * the sign-in prompt should come at once). The screens have a retry button of their own.
 */
export function retryOnceUnlessSessionRejected(failures: number, error: Error): boolean {
  return failures < 1 && !isSessionRejected(error);
}
