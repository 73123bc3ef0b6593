import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/auth-js';

/**
 * Why a logout failed, as the staff toast says it in Romanian: the server's own message is
 * English and internal (DECISIONS 4), so it is never shown. A refused token is no failure (the
 * session ends here all the same), so what is left is a server out of reach or an answer
 * nobody expected; in both cases the session stays open.
 */
export function signOutFailureMessage(
  error: unknown,
): 'logout.failedUnreachable' | 'logout.failedUnexpected' {
  // Network errors (status 0) and 5xx answers: auth-js wraps both as retryable.
  if (isAuthRetryableFetchError(error)) return 'logout.failedUnreachable';
  if (isAuthApiError(error) && error.status >= 500) return 'logout.failedUnreachable';
  return 'logout.failedUnexpected';
}
