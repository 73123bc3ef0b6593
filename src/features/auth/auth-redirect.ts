/**
 * What the e-mails' links bring back. Supabase Auth's /verify redirects to the page with the
 * outcome in the fragment (implicit flow): `#access_token=…&type=recovery|invite` for a good
 * link, `#error=access_denied&error_code=otp_expired&…` for an expired or used one. auth-js
 * takes a session from there and clears the fragment; an error it leaves in place.
 */

export interface AuthRedirect {
  /** Which link it was; null when the URL carries none (typed in, or reloaded). */
  type: 'recovery' | 'invite' | null;
  /** Auth's error code (`otp_expired`, …) when the link was refused. */
  error: string | null;
}

const NONE: AuthRedirect = { type: null, error: null };

export function parseAuthRedirect(hash: string): AuthRedirect {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error_code') ?? params.get('error');
  if (error !== null) return { type: null, error };
  if (!params.has('access_token')) return NONE;
  const type = params.get('type');
  return { type: type === 'invite' ? 'invite' : 'recovery', error: null };
}
