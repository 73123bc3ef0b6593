import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/auth-js';

/**
 * How a reset request ended, as the form says it. Auth answers an unknown address exactly as a
 * known one (200, no mail), and so does this form. Its 429 (`over_email_send_rate_limit`) comes
 * only for an address it did write to (once a minute per account) or when the project's hourly
 * mail quota is spent: telling either apart from "sent" would tell who is staff, so it is
 * "sent" too. The confirmation says what to do when nothing arrives.
 */
export type ResetRequestOutcome = 'sent' | 'unreachable' | 'unexpected';

export function resetRequestOutcome(error: unknown): ResetRequestOutcome {
  if (error === null) return 'sent';
  if (isAuthRetryableFetchError(error)) return 'unreachable';
  if (isAuthApiError(error)) {
    if (error.status === 429) return 'sent';
    if (error.status >= 500) return 'unreachable';
  }
  return 'unexpected';
}

export const RESET_REQUEST_MESSAGES = {
  unreachable: 'forgotPassword.errors.unreachable',
  unexpected: 'forgotPassword.errors.unexpected',
} as const satisfies Record<Exclude<ResetRequestOutcome, 'sent'>, string>;

/**
 * Why a new password was not taken: a rule of the password (shown at the field), the link's
 * session no longer valid (the page offers a new link), or the server.
 */
export type SetPasswordFailure =
  | 'tooShort'
  | 'tooLong'
  | 'weak'
  | 'pwned'
  | 'samePassword'
  | 'sessionEnded'
  | 'unreachable'
  | 'unexpected';

/** Auth's codes for a session it no longer takes (signed out, expired, user gone). */
const SESSION_ENDED_CODES = new Set([
  'session_not_found',
  'session_expired',
  'bad_jwt',
  'no_authorization',
  'user_not_found',
  'user_banned',
]);

export function setPasswordFailure(error: unknown): SetPasswordFailure {
  // No session left in this browser at all.
  if (isAuthSessionMissingError(error)) return 'sessionEnded';
  if (isAuthWeakPasswordError(error)) {
    if (error.reasons.includes('pwned')) return 'pwned';
    if (error.reasons.includes('length')) return 'tooShort';
    return 'weak';
  }
  if (isAuthRetryableFetchError(error)) return 'unreachable';
  if (isAuthApiError(error)) {
    if (error.code === 'same_password') return 'samePassword';
    if (error.code === 'validation_failed' && /longer/i.test(error.message)) return 'tooLong';
    if (SESSION_ENDED_CODES.has(error.code ?? '') || error.status === 401) return 'sessionEnded';
    if (error.status >= 500) return 'unreachable';
  }
  return 'unexpected';
}

/** The failures shown at the password field: the user can fix them there. */
export const FIELD_FAILURES = {
  tooShort: 'newPassword.tooShort',
  tooLong: 'newPassword.tooLong',
  weak: 'newPassword.weak',
  pwned: 'newPassword.pwned',
  samePassword: 'newPassword.samePassword',
} as const satisfies Partial<Record<SetPasswordFailure, string>>;

export const FORM_FAILURES = {
  unreachable: 'newPassword.errors.unreachable',
  unexpected: 'newPassword.errors.unexpected',
} as const satisfies Partial<Record<SetPasswordFailure, string>>;

export function isFieldFailure(
  failure: SetPasswordFailure,
): failure is keyof typeof FIELD_FAILURES {
  return failure in FIELD_FAILURES;
}
