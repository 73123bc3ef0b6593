/**
 * Auth conformance through the gateway, driven by supabase-js as the site drives it. The
 * service's finer GoTrue behaviours are covered in local-stack/auth/auth-service.test.ts.
 */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { service } from './clients';
import { sql, stack, uniqueEmail } from './support';

const PASSWORD = 'integration-password-1';
let email: string;

beforeAll(async () => {
  email = uniqueEmail('auth');
  const { error } = await service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
});

const client = () => nodeSupabaseClient(stack.apiUrl, stack.anonKey);

async function signIn() {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, session: data.session };
}

async function restWith(token: string) {
  return fetch(`${stack.apiUrl}/rest/v1/info_content?select=lang`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
  });
}

async function userWith(token: string) {
  return fetch(`${stack.apiUrl}/auth/v1/user`, {
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });
}

describe('sign in', () => {
  it('returns a session whose access token carries GoTrue claims', async () => {
    const { session } = await signIn();
    expect(session.token_type).toBe('bearer');
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String),
    });
    expect(claims.exp).toBe(session.expires_at);
  });

  it.each([
    ['a wrong password', () => ({ email, password: 'wrong-password' }), 400, 'invalid_credentials'],
    [
      'an unknown e-mail',
      () => ({ email: 'nobody@example.com', password: PASSWORD }),
      400,
      'invalid_credentials',
    ],
    ['an empty password', () => ({ email, password: '' }), 400, 'invalid_credentials'],
    ['an empty e-mail', () => ({ email: '', password: PASSWORD }), 400, 'validation_failed'],
  ])('refuses %s', async (_label, credentials, status, code) => {
    const { data, error } = await client().auth.signInWithPassword(credentials());
    expect(data.session).toBeNull();
    expect(error?.status).toBe(status);
    expect(error?.code).toBe(code);
  });
});

describe('sessions', () => {
  it('rotates the refresh token and refuses the old one once the reuse interval is over', async () => {
    const { supabase, session } = await signIn();
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    // The rotated token's child is used, so the old one is no longer the active token's parent.
    const again = await supabase.auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? '',
    });
    expect(again.error).toBeNull();

    // The CLI's refresh_token_reuse_interval is 10 s: the token was revoked just now, so it is
    // refused only once its row says it was revoked more than 10 s ago (no 10 s sleep).
    await sql(
      `update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds'
        where token = $1`,
      [session.refresh_token],
    );
    const reused = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
  });

  it('sign-out invalidates the refresh token and the session', async () => {
    const { supabase, session } = await signIn();
    expect((await supabase.auth.signOut()).error).toBeNull();
    const refreshed = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await userWith(session.access_token);
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('lets a signed-in user change the password, with the configured minimum length', async () => {
    const changer = uniqueEmail('changer');
    const created = await service().auth.admin.createUser({
      email: changer,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({ email: changer, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const weak = await supabase.auth.updateUser({ password: 'short-pass' });
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 12 characters.',
    });
    const changed = await supabase.auth.updateUser({ password: 'a-new-long-password' });
    expect(changed.error).toBeNull();
    const fresh = await client().auth.signInWithPassword({
      email: changer,
      password: 'a-new-long-password',
    });
    expect(fresh.error).toBeNull();
  });
});

describe('access tokens', () => {
  async function forge(claims: Record<string, unknown>, secret = stack.jwtSecret) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  }

  it('accepts a live token at /auth/v1/user and /rest/v1', async () => {
    const { session } = await signIn();
    expect((await userWith(session.access_token)).status).toBe(200);
    expect((await restWith(session.access_token)).status).toBe(200);
  });

  it('refuses an expired token at both', async () => {
    const { session } = await signIn();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const expired = await forge({ ...claims, iat: now - 7200, exp: now - 3600 });
    const user = await userWith(expired);
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
    const rest = await restWith(expired);
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('refuses a token signed with another secret at both', async () => {
    const { session } = await signIn();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const forged = await forge(
      { ...claims, role: 'service_role' },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const user = await userWith(forged);
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('bad_jwt');
    const rest = await restWith(forged);
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
  });
});

describe('accounts', () => {
  it('answers sign-up as GoTrue does when sign-ups are disabled', async () => {
    const { data, error } = await client().auth.signUp({
      email: uniqueEmail('signup'),
      password: 'some-long-password',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });

  it('refuses admin user creation without the service_role key', async () => {
    const email = uniqueEmail('intruder');
    const { data, error } = await client().auth.admin.createUser({
      email,
      password: 'some-long-password',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
  });
});
