/**
 * The Auth admin user endpoints through the gateway, driven by supabase-js's auth.admin as
 * a server script drives them. Statuses, codes and messages are GoTrue's (internal/api/admin.go).
 */
import { describe, expect, it } from 'vitest';

import { service, visitor } from './clients';
import { sql, stack, uniqueEmail } from './support';

const PASSWORD = 'admin-users-password-1';

async function newUser(options: { confirmed?: boolean } = {}) {
  const email = uniqueEmail('admin-users');
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: options.confirmed ?? true,
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

function signIn(email: string, password = PASSWORD) {
  return visitor().auth.signInWithPassword({ email, password });
}

function rawUpdate(id: string, body: string) {
  return fetch(`${stack.apiUrl}/auth/v1/admin/users/${id}`, {
    method: 'PUT',
    headers: {
      apikey: stack.serviceRoleKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body,
  });
}

describe('PUT /auth/v1/admin/users/{id}', () => {
  it('changes the e-mail address, and the new one signs in', async () => {
    const user = await newUser();
    const email = uniqueEmail('renamed');
    const { data, error } = await service().auth.admin.updateUserById(user.id, {
      email: email.toUpperCase(),
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_data: expect.objectContaining({ email }),
      }),
    ]);
    expect((await signIn(email)).error).toBeNull();
    expect((await signIn(user.email)).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('merges user_metadata and app_metadata, a null value deleting a key', async () => {
    const user = await newUser();
    const admin = service();
    await admin.auth.admin.updateUserById(user.id, { user_metadata: { team: 'a', desk: 3 } });
    const { data, error } = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { desk: null },
      app_metadata: { roles: ['dispatcher'] },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ email_verified: true, team: 'a' });
    expect(data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      roles: ['dispatcher'],
    });
  });

  it('sets a new password and signs the user out everywhere', async () => {
    const user = await newUser();
    const before = await signIn(user.email);
    expect(before.error).toBeNull();

    const weak = await service().auth.admin.updateUserById(user.id, { password: 'short' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
    });

    const password = 'a-new-password-42';
    const { error } = await service().auth.admin.updateUserById(user.id, { password });
    expect(error).toBeNull();
    expect(await sql('select 1 from auth.sessions where user_id = $1', [user.id])).toEqual([]);
    const refreshed = await visitor().auth.refreshSession({
      refresh_token: before.data.session?.refresh_token ?? '',
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect((await signIn(user.email)).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(user.email, password)).error).toBeNull();
  });

  it('bans for a duration, refuses the banned user everywhere, and lifts the ban with "none"', async () => {
    const user = await newUser();
    const session = (await signIn(user.email)).data.session;
    const { data, error } = await service().auth.admin.updateUserById(user.id, {
      ban_duration: '24h',
    });
    expect(error).toBeNull();
    const until = Date.parse(data.user?.banned_until ?? '');
    expect(Math.abs(until - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);

    expect((await signIn(user.email)).error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    const refreshed = await visitor().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' });
    const asUser = await visitor().auth.getUser(session?.access_token);
    expect(asUser.error).toMatchObject({ status: 403, code: 'user_banned' });

    const lifted = await service().auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.error).toBeNull();
    expect(lifted.data.user).not.toHaveProperty('banned_until');
    expect((await signIn(user.email)).error).toBeNull();
  });

  it('confirms an e-mail address, after which the password signs in', async () => {
    const user = await newUser({ confirmed: false });
    expect((await signIn(user.email)).error).toMatchObject({ code: 'email_not_confirmed' });
    const { data, error } = await service().auth.admin.updateUserById(user.id, {
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toEqual({ email_verified: true });
    expect((await signIn(user.email)).error).toBeNull();
  });

  it('stores a phone number in E.164 digits and refuses anything else', async () => {
    const user = await newUser();
    const { data, error } = await service().auth.admin.updateUserById(user.id, {
      phone: '+49 170 1234567',
    });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe('491701234567');
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
      'email',
      'phone',
    ]);

    const invalid = await service().auth.admin.updateUserById(user.id, { phone: '0170-123' });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  it.each([
    [
      'an invalid e-mail',
      '{"email":"not-an-email"}',
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      'a ban duration without a Go unit',
      '{"ban_duration":"1d"}',
      400,
      'validation_failed',
      'invalid format for ban duration: time: unknown unit "d" in duration "1d"',
    ],
    [
      'a field of the wrong JSON type',
      '{"email_confirm":"yes"}',
      400,
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal string into Go struct field AdminUserParams.email_confirm of type bool',
    ],
  ])('answers %s as GoTrue does', async (_label, body, status, code, message) => {
    const user = await newUser();
    const response = await rawUpdate(user.id, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message });
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    const unknown = await service().auth.admin.updateUserById(
      '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66',
      { email: 'new@example.com' },
    );
    expect(unknown.data.user).toBeNull();
    expect(unknown.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });

    const malformed = await rawUpdate('not-a-uuid', '{}');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    });
  });

  it('refuses the anon key', async () => {
    const user = await newUser();
    const { data, error } = await visitor().auth.admin.updateUserById(user.id, {
      ban_duration: 'none',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });
});

describe('GET /auth/v1/admin/users', () => {
  it('pages as auth-js expects: users, total, next and last page', async () => {
    await newUser();
    await newUser();
    await newUser();
    const [row] = await sql<{ total: number }>(
      "select count(*)::int as total from auth.users where aud = 'authenticated'",
    );
    const total = row?.total ?? 0;
    // auth-js reads one digit of each page number, so the test keeps to under 10 pages.
    const perPage = Math.max(2, Math.ceil(total / 4));
    const { data, error } = await service().auth.admin.listUsers({ page: 1, perPage });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(perPage);
    expect(data).toMatchObject({
      aud: 'authenticated',
      total,
      nextPage: 2,
      lastPage: Math.ceil(total / perPage),
    });
  });
});
