import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type WeakPasswordReasons,
} from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';

import { resetRequestOutcome, setPasswordFailure } from './password-errors';

describe('resetRequestOutcome', () => {
  it('answers every address alike: sent, also when Auth throttles mail for it', () => {
    expect(resetRequestOutcome(null)).toBe('sent');
    expect(
      resetRequestOutcome(
        new AuthApiError(
          'For security purposes, you can only request this after 59 seconds.',
          429,
          'over_email_send_rate_limit',
        ),
      ),
    ).toBe('sent');
    expect(
      resetRequestOutcome(
        new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
      ),
    ).toBe('sent');
  });

  it('says when the server cannot be reached', () => {
    expect(resetRequestOutcome(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'unreachable',
    );
    expect(
      resetRequestOutcome(
        new AuthApiError('Error sending recovery email', 500, 'unexpected_failure'),
      ),
    ).toBe('unreachable');
  });

  it('never passes anything else on as it is', () => {
    expect(
      resetRequestOutcome(
        new AuthApiError('Unable to validate email address', 400, 'validation_failed'),
      ),
    ).toBe('unexpected');
  });
});

describe('setPasswordFailure', () => {
  it("maps Auth's password rules to the field", () => {
    const weak = (reasons: WeakPasswordReasons[]) =>
      new AuthWeakPasswordError('Password should be at least 12 characters.', 422, reasons);
    expect(setPasswordFailure(weak(['length']))).toBe('tooShort');
    expect(setPasswordFailure(weak(['characters']))).toBe('weak');
    expect(setPasswordFailure(weak(['characters', 'pwned']))).toBe('pwned');
    expect(
      setPasswordFailure(
        new AuthApiError(
          'New password should be different from the old password.',
          422,
          'same_password',
        ),
      ),
    ).toBe('samePassword');
    expect(
      setPasswordFailure(
        new AuthApiError('Password cannot be longer than 72 characters', 400, 'validation_failed'),
      ),
    ).toBe('tooLong');
  });

  it("takes a session Auth no longer knows for the link's end", () => {
    expect(setPasswordFailure(new AuthSessionMissingError())).toBe('sessionEnded');
    expect(
      setPasswordFailure(
        new AuthApiError(
          'Session from session_id claim in JWT does not exist',
          403,
          'session_not_found',
        ),
      ),
    ).toBe('sessionEnded');
    expect(
      setPasswordFailure(new AuthApiError('invalid JWT: token is expired', 403, 'bad_jwt')),
    ).toBe('sessionEnded');
  });

  it('tells the server out of reach from anything else', () => {
    expect(setPasswordFailure(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'unreachable',
    );
    expect(setPasswordFailure(new AuthApiError('boom', 500, 'unexpected_failure'))).toBe(
      'unreachable',
    );
    expect(setPasswordFailure(new TypeError('x is undefined'))).toBe('unexpected');
  });
});
