// @vitest-environment node
/**
 * Drives the auth service with @supabase/supabase-js v2 over real HTTP, against a
 * throw-away embedded Postgres. Expected codes, statuses and messages are GoTrue's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../config';
import { type AuthHandler, createAuthService } from './index';
import { freePort, startTestDatabase, type TestDatabase } from './test-db';

const PASSWORD = 'correct-horse-battery';

let db: TestDatabase;
let authPool: pg.Pool;
let superPool: pg.Pool;
const servers: Server[] = [];
/** Base URL of the service with refresh_token_reuse_interval = 0. */
let apiUrl: string;
/** Base URL of a second instance with the CLI's 10 s reuse interval. */
let graceUrl: string;

function service(reuseIntervalSeconds: number, pool: pg.Pool = authPool): AuthHandler {
  return createAuthService({
    pool,
    jwtSecret: DEMO_JWT_SECRET,
    jwtExpirySeconds: 3600,
    refreshTokenReuseIntervalSeconds: reuseIntervalSeconds,
    issuer: 'http://127.0.0.1:54321/auth/v1',
    siteUrl: 'http://127.0.0.1:3000',
  });
}

/** Serves `handler` under /auth/v1 like the gateway: prefix stripped, body read in full. */
async function mount(handler: AuthHandler): Promise<string> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (!url.pathname.startsWith('/auth/v1')) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const path = url.pathname.slice('/auth/v1'.length) || '/';
      void handler(req, res, path, url.searchParams, Buffer.concat(chunks));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type WebSocketTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/**
 * supabase-js builds its Realtime client eagerly and Node 20 has no global WebSocket; these
 * tests never open a channel, so a transport that refuses to connect is enough.
 */
const noWebSocket = function (): never {
  throw new Error('Realtime is not used by the auth service tests');
} as unknown as WebSocketTransport;

function client(key = DEMO_ANON_KEY, url = apiUrl) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noWebSocket },
  });
}

const admin = () => client(DEMO_SERVICE_ROLE_KEY);

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `user${emailCounter}-${Date.now()}@example.com`;
}

async function createConfirmedUser(email = uniqueEmail()): Promise<{ id: string; email: string }> {
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

async function signIn(email: string, password = PASSWORD, url = apiUrl) {
  const supabase = client(DEMO_ANON_KEY, url);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { supabase, session: data.session };
}

/** A raw request, for what supabase-js hides (status of ignored errors, headers, legacy format). */
async function raw(
  path: string,
  init: { method?: string; body?: string; token?: string; version?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { apikey: DEMO_ANON_KEY };
  if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.version !== false) headers['X-Supabase-Api-Version'] = '2024-01-01';
  return fetch(`${apiUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
  });
}

async function sessionCount(userId: string): Promise<number> {
  const { rows } = await superPool.query<{ n: number }>(
    'select count(*)::int as n from auth.sessions where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  db = await startTestDatabase();
  authPool = new pg.Pool({ connectionString: db.authAdminUrl, max: 5 });
  superPool = new pg.Pool({ connectionString: db.superuserUrl, max: 2 });
  apiUrl = await mount(service(0));
  graceUrl = await mount(service(10));
}, 60_000);

/**
 * pool.end() resolves before its connections have closed; stopping Postgres then would kill
 * them mid-goodbye and surface as an uncaught error. Wait for every client's 'remove'.
 */
async function closePool(pool: pg.Pool | undefined): Promise<void> {
  if (!pool) return;
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await closePool(authPool);
  await closePool(superPool);
  await db?.stop();
});

describe('POST /token?grant_type=password', () => {
  it('signs in and returns GoTrue’s token response and claims', async () => {
    const user = await createConfirmedUser();
    const before = Math.floor(Date.now() / 1000);
    const { session } = await signIn(user.email.toUpperCase());

    expect(session.token_type).toBe('bearer');
    expect(session.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    expect(session.expires_in).toBeGreaterThan(3590);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.user.id).toBe(user.id);
    expect(session.user.email).toBe(user.email);
    expect(session.user.last_sign_in_at).toEqual(
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    );

    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(session.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts a user seeded with SQL the way seed files do it', async () => {
    const id = '6f2b8c1e-3d4a-4b5c-9e8f-0a1b2c3d4e5f';
    await superPool.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated',
         'seeded@example.com', extensions.crypt($2, extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [id, PASSWORD],
    );
    const { session } = await signIn('seeded@example.com');
    expect(session.user.id).toBe(id);
    expect(session.user.identities).toEqual([]);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const user = await createConfirmedUser();
    for (const credentials of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: user.email, password: '' },
    ]) {
      const { data, error } = await client().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('checks the ban before the password, as GoTrue does: a banned account is user_banned either way', async () => {
    // supabase/auth internal/api/token.go @ bc32168e13fd (v2.196), ResourceOwnerPasswordGrant:
    // unknown user (L109-L111) and no password (L116-L118) → invalid_credentials; then
    // `if user.IsBanned()` → 400 user_banned "User is banned" (L120-L122), before
    // `user.Authenticate` reads the password (L124) and a wrong one gives invalid_credentials
    // (L177-L179). The same order since error codes were added (43512262, 2024-08).
    const user = await createConfirmedUser();
    const { error: banError } = await admin().auth.admin.updateUserById(user.id, {
      ban_duration: '876000h',
    });
    expect(banError).toBeNull();
    const answer = async (email: string, password: string) => {
      const res = await raw('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const banned = { status: 400, body: { code: 'user_banned', message: 'User is banned' } };
    expect(await answer(user.email, PASSWORD)).toEqual(banned);
    expect(await answer(user.email, 'wrong-password')).toEqual(banned);
    expect(await answer(user.email, '')).toEqual(banned);
    expect(await answer('nobody@example.com', 'wrong-password')).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('requires an email or phone', async () => {
    const { error } = await client().auth.signInWithPassword({ email: '', password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'missing email or phone',
    });
  });

  it('refuses an unconfirmed email after checking the password', async () => {
    const email = uniqueEmail();
    const created = await admin().auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    const { error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });

  it('reports a weak but correct password in weak_password', async () => {
    const email = uniqueEmail();
    await admin().auth.admin.createUser({ email, password: 'abc', email_confirm: true });
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'abc' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('answers unsupported grants and bad JSON like GoTrue', async () => {
    const grant = await raw('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });

    const bad = await raw('/token?grant_type=password', { method: 'POST', body: '{"email":' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON: /);

    const typed = await raw('/token?grant_type=password', { method: 'POST', body: '{"email":1}' });
    expect(await typed.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('error formats', () => {
  it('uses {code,message} and echoes the version header when the client sends it', async () => {
    const res = await raw('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('uses the legacy {code,error_code,msg} without it', async () => {
    const res = await raw('/token?grant_type=password', {
      method: 'POST',
      version: false,
      body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
    });
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers unknown paths with 404 and wrong methods with 405, as JSON', async () => {
    const missing = await raw('/otp', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });

    const wrong = await raw('/token', { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('hides unexpected failures behind a generic 500', async () => {
    const deadPool = new pg.Pool({
      connectionString: `postgres://nobody:x@127.0.0.1:${await freePort()}/postgres`,
    });
    const url = await mount(service(0, deadPool));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: 'a@example.com', password: 'whatever' }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      });
      expect(quiet).toHaveBeenCalled();
    } finally {
      quiet.mockRestore();
      await deadPool.end();
    }
  });
});

describe('POST /token?grant_type=refresh_token', () => {
  it('rotates the refresh token and revokes the old one', async () => {
    const user = await createConfirmedUser();
    const { supabase, session } = await signIn(user.email);
    const { data, error } = await supabase.auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toMatch(/^[a-z2-7]{12}$/);
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    const { rows } = await superPool.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token = $1',
      [session.refresh_token],
    );
    expect(rows[0]?.revoked).toBe(true);
  });

  it('hands out the active token again when its parent is replayed', async () => {
    const user = await createConfirmedUser();
    const { session } = await signIn(user.email);
    const first = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    const again = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('rejects reuse of an older token after the reuse interval and revokes the family', async () => {
    const user = await createConfirmedUser();
    const { session } = await signIn(user.email);
    const second = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    const third = await client().auth.refreshSession({
      refresh_token: second.data.session?.refresh_token ?? '',
    });
    expect(third.error).toBeNull();

    const reuse = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    // The attacker's and the victim's current token are both dead now.
    const current = await client().auth.refreshSession({
      refresh_token: third.data.session?.refresh_token ?? '',
    });
    expect(current.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('issues a new token for a reused one within the reuse interval', async () => {
    const user = await createConfirmedUser();
    const { session } = await signIn(user.email, PASSWORD, graceUrl);
    const second = await client(DEMO_ANON_KEY, graceUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    const third = await client(DEMO_ANON_KEY, graceUrl).auth.refreshSession({
      refresh_token: second.data.session?.refresh_token ?? '',
    });
    const reuse = await client(DEMO_ANON_KEY, graceUrl).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(reuse.error).toBeNull();
    const issued = reuse.data.session?.refresh_token;
    expect(issued).toMatch(/^[a-z2-7]{12}$/);
    expect([
      session.refresh_token,
      second.data.session?.refresh_token,
      third.data.session?.refresh_token,
    ]).not.toContain(issued);
  });

  it('validates the token format and reports unknown tokens', async () => {
    const short = await client().auth.refreshSession({ refresh_token: 'abc' });
    expect(short.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
    const unknown = await client().auth.refreshSession({ refresh_token: 'aaaaaaaaaaaa' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('POST /logout', () => {
  it('invalidates the refresh token and the session (scope=global)', async () => {
    const user = await createConfirmedUser();
    const { supabase, session } = await signIn(user.email);
    await signIn(user.email); // a second device
    expect(await sessionCount(user.id)).toBe(2);

    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);

    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    const me = await raw('/user', { token: session.access_token });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('supports scope=local and scope=others, and refuses other scopes', async () => {
    const user = await createConfirmedUser();
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    const c = await signIn(user.email);

    expect((await a.supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await sessionCount(user.id)).toBe(2);

    expect((await b.supabase.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await sessionCount(user.id)).toBe(1);
    expect((await client().auth.getUser(b.session.access_token)).error).toBeNull();
    expect((await client().auth.getUser(c.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );

    const bad = await raw('/logout?scope=everywhere', {
      method: 'POST',
      token: b.session.access_token,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everywhere"',
    });
  });
});

describe('GET /user', () => {
  async function forge(claims: Record<string, unknown>, secret = DEMO_JWT_SECRET): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  }

  it('returns the user for a valid token', async () => {
    const user = await createConfirmedUser();
    const { supabase } = await signIn(user.email);
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      email: user.email,
      identity_data: {
        email: user.email,
        email_verified: false,
        phone_verified: false,
        sub: user.id,
      },
    });
  });

  it('refuses expired, forged and sub-less tokens', async () => {
    const user = await createConfirmedUser();
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: user.id, aud: 'authenticated', role: 'authenticated' };

    const expired = await client().auth.getUser(
      await forge({ ...base, iat: now - 7200, exp: now - 3600 }),
    );
    expect(expired.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(expired.error?.message).toMatch(
      /^invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired by 1h0m\ds$/,
    );

    const forged = await client().auth.getUser(
      await forge({ ...base, exp: now + 600 }, 'not-the-secret-but-long-enough-to-sign'),
    );
    expect(forged.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    });

    const anonKey = await client().auth.getUser(DEMO_ANON_KEY);
    expect(anonKey.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });

    const notUuid = await client().auth.getUser(
      await forge({ ...base, sub: 'staff', exp: now + 600 }),
    );
    expect(notUuid.error).toMatchObject({
      status: 400,
      code: 'bad_jwt',
      message: 'invalid claim: sub claim must be a UUID',
    });

    const ghost = await client().auth.getUser(
      await forge({ ...base, sub: '11111111-2222-4333-8444-555555555555', exp: now + 600 }),
    );
    expect(ghost.error).toMatchObject({ status: 403, code: 'user_not_found' });

    const missing = await raw('/user');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('PUT /user', () => {
  it('enforces the password rules', async () => {
    const user = await createConfirmedUser();
    const { supabase } = await signIn(user.email);

    const weak = await supabase.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });

    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });

    const email = await supabase.auth.updateUser({ email: 'someone-else@example.com' });
    expect(email.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const appMetadata = await raw('/user', {
      method: 'PUT',
      token: (await supabase.auth.getSession()).data.session?.access_token ?? '',
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(appMetadata.status).toBe(403);
    expect(await appMetadata.json()).toMatchObject({ code: 'not_admin' });
  });

  it('changes the password and ends the other sessions', async () => {
    const user = await createConfirmedUser();
    const mine = await signIn(user.email);
    const other = await signIn(user.email);

    const { data, error } = await mine.supabase.auth.updateUser({
      password: 'a-brand-new-password',
      data: { display_name: 'Dispatcher' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Dispatcher' });
    expect(await sessionCount(user.id)).toBe(1);

    const otherRefresh = await client().auth.refreshSession({
      refresh_token: other.session.refresh_token,
    });
    expect(otherRefresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const mineRefresh = await client().auth.refreshSession({
      refresh_token: mine.session.refresh_token,
    });
    expect(mineRefresh.error).toBeNull();

    const oldPassword = await client().auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    });
    expect(oldPassword.error).toMatchObject({ code: 'invalid_credentials' });
    await signIn(user.email, 'a-brand-new-password');
  });
});

describe('POST /signup', () => {
  it('is disabled', async () => {
    const { data, error } = await client().auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });

  it('checks for an email or phone first', async () => {
    const res = await raw('/signup', {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });
});

describe('/admin/users', () => {
  it('refuses the anon key and a missing token', async () => {
    const { data, error } = await client().auth.admin.createUser({
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });

    const missing = await raw('/admin/users', { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: 'no_authorization' });

    const user = await createConfirmedUser();
    const { session } = await signIn(user.email);
    const asUser = await raw('/admin/users/' + user.id, { token: session.access_token });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: 'not_admin' });
  });

  it('creates, reads and deletes users with the service_role key', async () => {
    const email = uniqueEmail();
    const created = await admin().auth.admin.createUser({
      email: email.toUpperCase(),
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Driver' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Driver', email_verified: true },
    });
    expect(user?.email_confirmed_at).toEqual(
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    );
    expect(user?.identities).toHaveLength(1);

    const duplicate = await admin().auth.admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });

    const invalid = await admin().auth.admin.createUser({
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const empty = await admin().auth.admin.createUser({ password: PASSWORD });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot create a user without either an email or phone',
    });

    const id = user?.id ?? '';
    const fetched = await admin().auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const listed = await admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    const { rows } = await superPool.query<{ id: string }>(
      'select id::text from auth.users order by created_at desc, id limit 2',
    );
    expect(listed.data.users.map((listedUser) => listedUser.id)).toEqual(rows.map((row) => row.id));

    const removed = await admin().auth.admin.deleteUser(id);
    expect(removed.error).toBeNull();
    const gone = await admin().auth.admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('auth schema', () => {
  it('exposes the claims through auth.uid(), auth.role(), auth.email() and auth.jwt()', async () => {
    const conn = await superPool.connect();
    try {
      await conn.query('begin');
      await conn.query('set local role authenticated');
      const claims = {
        sub: '6f2b8c1e-3d4a-4b5c-9e8f-0a1b2c3d4e5f',
        role: 'authenticated',
        email: 'a@b.c',
      };
      await conn.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(claims),
      ]);
      const { rows } = await conn.query(
        'select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
      );
      expect(rows[0]).toEqual({
        uid: claims.sub,
        role: 'authenticated',
        email: 'a@b.c',
        jwt: claims,
      });
      await expect(conn.query('select * from auth.users')).rejects.toThrow(/permission denied/);
    } finally {
      await conn.query('rollback');
      conn.release();
    }
  });

  it('lets postgres read auth.users and reference it', async () => {
    const conn = await superPool.connect();
    try {
      await conn.query('begin');
      await conn.query('create schema app authorization postgres');
      await conn.query('set local role postgres');
      await conn.query('select id from auth.users limit 1');
      await conn.query(
        'create table app.profiles (id uuid primary key references auth.users (id))',
      );
    } finally {
      await conn.query('rollback');
      conn.release();
    }
  });
});
