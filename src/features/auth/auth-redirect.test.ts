import { describe, expect, it } from 'vitest';

import { parseAuthRedirect } from './auth-redirect';

/** What supabase/auth's /verify appends to redirect_to (internal/api/verify.go). */
const SESSION =
  'access_token=eyJ.a.b&expires_at=1&expires_in=3600&refresh_token=r1&token_type=bearer';

describe('parseAuthRedirect', () => {
  it('tells a reset link from an invitation', () => {
    expect(parseAuthRedirect(`#${SESSION}&type=recovery`)).toEqual({
      type: 'recovery',
      error: null,
    });
    expect(parseAuthRedirect(`#${SESSION}&type=invite`)).toEqual({ type: 'invite', error: null });
  });

  it("reads a refused link's error code", () => {
    expect(
      parseAuthRedirect(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ type: null, error: 'otp_expired' });
    expect(parseAuthRedirect('#error=server_error')).toEqual({ type: null, error: 'server_error' });
  });

  it('finds nothing in a URL without a link', () => {
    expect(parseAuthRedirect('')).toEqual({ type: null, error: null });
    expect(parseAuthRedirect('#row-12')).toEqual({ type: null, error: null });
    expect(parseAuthRedirect('#type=invite')).toEqual({ type: null, error: null });
  });
});
