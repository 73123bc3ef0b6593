import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';

import { signOutFailureMessage } from './sign-out-error';

describe('signOutFailureMessage', () => {
  it('says the server is out of reach for network errors and 5xx answers', () => {
    expect(signOutFailureMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'logout.failedUnreachable',
    );
    expect(
      signOutFailureMessage(
        new AuthApiError('Database error querying schema', 500, 'unexpected_failure'),
      ),
    ).toBe('logout.failedUnreachable');
  });

  it('never passes the server message on: any other answer is unexpected', () => {
    expect(signOutFailureMessage(new AuthApiError('Invalid scope', 400, 'validation_failed'))).toBe(
      'logout.failedUnexpected',
    );
    expect(signOutFailureMessage(new AuthUnknownError('boom', new Error('boom')))).toBe(
      'logout.failedUnexpected',
    );
    expect(signOutFailureMessage(new TypeError('x is undefined'))).toBe('logout.failedUnexpected');
  });
});
