import { isAuthApiError, isAuthRetryableFetchError } from '@supabase/auth-js';

/** Signed in with valid credentials, but the account is not staff (private.staff). */
export class NotStaffError extends Error {
  constructor() {
    super('This account is not a staff member');
    this.name = 'NotStaffError';
  }
}

export type SignInFailure =
  'wrongCredentials' | 'tooManyAttempts' | 'unreachable' | 'notStaff' | 'unexpected';

/** GoTrue's codes for "slow down" (over_request_rate_limit on /token, and its siblings). */
const RATE_LIMIT_CODES = new Set([
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
]);

/** What went wrong, once, for the form and its toast (DECISIONS 4: never internals). */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof NotStaffError) return 'notStaff';
  // Network errors (status 0) and 5xx answers: auth-js wraps both as retryable.
  if (isAuthRetryableFetchError(error)) return 'unreachable';
  if (isAuthApiError(error)) {
    if (error.status === 429 || RATE_LIMIT_CODES.has(error.code ?? '')) return 'tooManyAttempts';
    if (error.code === 'invalid_credentials') return 'wrongCredentials';
    if (error.status >= 500) return 'unreachable';
  }
  return 'unexpected';
}

/** Each failure's text in the admin namespace. */
export const SIGN_IN_FAILURE_MESSAGES = {
  wrongCredentials: 'login.errors.wrongCredentials',
  tooManyAttempts: 'login.errors.tooManyAttempts',
  unreachable: 'login.errors.unreachable',
  notStaff: 'login.errors.notStaff',
  unexpected: 'login.errors.unexpected',
} as const satisfies Record<SignInFailure, string>;

/** Why the last session ended, as the login screen says it (a logout needs no words). */
export const SESSION_END_MESSAGES = {
  expired: 'login.sessionExpired',
  notStaff: 'login.errors.notStaff',
} as const;
