/**
 * The staff CLI (`npm run staff`, scripts/staff/) against the stack: each operation, what it
 * leaves in the database, and what the person it acts on can still do.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { parseGoDuration } from '../../local-stack/auth/go-duration';
import { addStaff } from '../../scripts/staff/add-staff';
import { listStaff } from '../../scripts/staff/list-staff';
import { BAN_FOR_GOOD, removeStaff } from '../../scripts/staff/remove-staff';
import { resetStaffPassword } from '../../scripts/staff/reset-password';
import { newDriverAccount } from '../../test-support/accounts';
import { customer, service, visitor } from './clients';
import { sql, stack, uniqueEmail } from './support';

const target = () => ({ url: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey });
const PASSWORD = 'a-strong-password-42';

async function newStaff() {
  const email = uniqueEmail('staff-cli');
  const { userId } = await addStaff(target(), { email, password: PASSWORD });
  return { email, userId };
}

async function signedIn(email: string, password = PASSWORD) {
  const client = visitor();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session };
}

async function shipmentIds(): Promise<Array<{ id: string }>> {
  return sql<{ id: string }>('select id from public.shipments order by id');
}

describe('staff add', () => {
  it('creates an account that can sign in and read every shipment', async () => {
    const { email, userId } = await newStaff();
    expect(await sql('select user_id from private.staff where user_id = $1', [userId])).toEqual([
      { user_id: userId },
    ]);
    const { client } = await signedIn(email);
    const { data, error } = await client.from('shipments').select('id').order('id');
    expect(error).toBeNull();
    expect(data).toEqual(await shipmentIds());
  });

  it('refuses a password under 12 characters before sending anything', async () => {
    const email = uniqueEmail('weak');
    await expect(addStaff(target(), { email, password: 'short-pw' })).rejects.toThrow(
      'The password must have at least 12 characters.',
    );
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
  });

  it('refuses without the service_role key', async () => {
    await expect(
      addStaff(
        { url: stack.apiUrl, serviceRoleKey: stack.anonKey },
        { email: uniqueEmail('x'), password: 'long-enough-password' },
      ),
    ).rejects.toThrow('Could not create the account: User not allowed');
  });

  it('refuses an e-mail that already has an account', async () => {
    const { email } = await newStaff();
    await expect(addStaff(target(), { email, password: PASSWORD })).rejects.toThrow(
      'Could not create the account: A user with this email address has already been registered',
    );
  });
});

describe('staff list', () => {
  it('lists every staff member with the account e-mail and since when', async () => {
    const { email, userId } = await newStaff();
    const staff = await listStaff(target());
    const rows = await sql<{ user_id: string }>(
      'select user_id from private.staff order by created_at, user_id',
    );
    expect(staff.map((member) => member.userId)).toEqual(rows.map((row) => row.user_id));
    expect(staff.find((member) => member.userId === userId)).toEqual({
      userId,
      email,
      role: 'staff',
      since: expect.any(String),
      lastSignInAt: null,
      bannedUntil: null,
    });
  });

  it('gives each its role: drivers are listed too, as drivers (issue #52)', async () => {
    const owner = uniqueEmail('cli-list-owner');
    const { userId: ownerId } = await addStaff(target(), {
      email: owner,
      password: PASSWORD,
      role: 'owner',
    });
    const { userId: staffId } = await newStaff();
    const { userId: driverId } = await newDriverAccount(stack);
    const roles = new Map(
      (await listStaff(target())).map((member) => [member.userId, member.role]),
    );
    expect([roles.get(ownerId), roles.get(staffId), roles.get(driverId)]).toEqual([
      'owner',
      'staff',
      'driver',
    ]);
  });
});

describe('staff reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const { email, userId } = await newStaff();
    const { session } = await signedIn(email);
    const password = 'another-strong-password';
    await resetStaffPassword(target(), email.toUpperCase(), password);

    expect(await sql('select id from auth.sessions where user_id = $1', [userId])).toEqual([]);
    const refreshed = await visitor().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const old = await visitor().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    await signedIn(email, password);
  });

  it('acts on staff members only, and checks the password first', async () => {
    const { email } = await newStaff();
    await expect(resetStaffPassword(target(), email, 'too-short')).rejects.toThrow(
      'The password must have at least 12 characters.',
    );
    const outsider = uniqueEmail('not-staff');
    await expect(resetStaffPassword(target(), outsider, PASSWORD)).rejects.toThrow(
      `${outsider} is not a staff member.`,
    );
  });
});

describe('staff remove', () => {
  it('bans for as long as the staff screen’s remove_staff does', async () => {
    const [ban] = await sql<{ seconds: string }>(
      `select extract(epoch from private.removed_staff_ban())::bigint::text as seconds`,
    );
    expect(BigInt(ban!.seconds) * 1_000_000_000n).toBe(parseGoDuration(BAN_FOR_GOOD));
  });

  it('ends data access at once, bans the account and signs it out everywhere', async () => {
    const { email, userId } = await newStaff();
    const { client, session } = await signedIn(email);
    const before = await client.from('shipments').select('id').order('id');
    expect(before).toMatchObject({ error: null, data: await shipmentIds() });

    await removeStaff(target(), email);

    // The access token is still unexpired, but staff rows are checked on every request.
    const after = await client.from('shipments').select('id');
    expect(after).toMatchObject({ error: null, data: [] });
    expect(await sql('select 1 from private.staff where user_id = $1', [userId])).toEqual([]);
    expect(await sql('select id from auth.sessions where user_id = $1', [userId])).toEqual([]);

    // Signing in with the address is answered as for an address without an account, with the
    // old password or any other: nobody learns that it was staff.
    const unknown = await visitor().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    for (const password of [PASSWORD, 'a-wrong-password-1']) {
      const again = await visitor().auth.signInWithPassword({ email, password });
      expect(again.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(again.error?.message).toBe(unknown.error?.message);
    }
    const refreshed = await visitor().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    // The account stays, so the audit trail keeps naming it.
    const [account] = await sql<{ banned: boolean }>(
      "select banned_until > now() + interval '50 years' as banned from auth.users where id = $1",
      [userId],
    );
    expect(account).toEqual({ banned: true });
    expect((await listStaff(target())).map((member) => member.email)).not.toContain(email);
  });

  it('seal_removed_account is refused for a staff member and to anyone but service_role', async () => {
    const { userId } = await newStaff();
    const sealed = await customer().then((client) =>
      client.rpc('seal_removed_account', { user_id: userId }),
    );
    expect(sealed.error?.code).toBe('42501');
    const stillStaff = await service().rpc('seal_removed_account', { user_id: userId });
    expect(stillStaff.error).toMatchObject({ code: '55000', details: 'still_staff' });
  });

  it('refuses an account that is not staff', async () => {
    const client = await customer();
    const { data } = await client.auth.getUser();
    const email = data.user?.email ?? '';
    await expect(removeStaff(target(), email)).rejects.toThrow(`${email} is not a staff member.`);
  });
});

describe('npm run staff', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    promisify(execFile)('node_modules/.bin/tsx', ['scripts/staff.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  it('lists the staff of the local stack with its demo key, each with its role', async () => {
    const { email } = await newStaff();
    const driver = await newDriverAccount(stack);
    const { stdout } = await cli(['list'], { SUPABASE_URL: stack.apiUrl });
    const line = (address: string) =>
      stdout.split('\n').find((row) => row.startsWith(`${address}  `));
    expect(line(email)).toMatch(/^\S+ {2}staff {2}since \S+ {2}last sign-in never$/);
    expect(line(driver.email)).toMatch(/^\S+ {2}driver {2}since \S+ {2}last sign-in never$/);
    expect(line('staff@example.com')).toMatch(/^\S+ {2}owner {2}since /);
  });

  it('add --owner makes an owner (DECISIONS 21); without it, a staff member', async () => {
    const [ownerEmail, staffEmail] = [uniqueEmail('cli-owner'), uniqueEmail('cli-staff')];
    const env = { SUPABASE_URL: stack.apiUrl };
    const { stdout } = await cli(
      ['add', '--email', ownerEmail, '--password', PASSWORD, '--owner'],
      env,
    );
    expect(stdout).toContain(`Owner account ${ownerEmail} created`);
    await cli(['add', '--email', staffEmail, '--password', PASSWORD], env);
    expect(
      await sql(
        `select u.email, s.role from private.staff s join auth.users u on u.id = s.user_id
          where u.email in ($1, $2) order by s.role`,
        [ownerEmail, staffEmail],
      ),
    ).toEqual([
      { email: ownerEmail, role: 'owner' },
      { email: staffEmail, role: 'staff' },
    ]);
  });

  it('refuses --owner on any command but add', async () => {
    await expect(cli(['list', '--owner'], { SUPABASE_URL: stack.apiUrl })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--owner'"),
    });
  });

  it('refuses a non-local project without SUPABASE_SERVICE_ROLE_KEY', async () => {
    await expect(
      cli(['list'], { SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co' }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'SUPABASE_SERVICE_ROLE_KEY is not set. Set it to the service_role key of https://abcdefghijklmnop.supabase.co',
      ),
    });
  });

  it('explains its usage', async () => {
    await expect(cli(['promote'], { SUPABASE_URL: stack.apiUrl })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown command "promote"\nusage:'),
    });
  });
});

describe('revoke_staff and list_staff', () => {
  it('are refused to anyone without the service_role key', async () => {
    const seededStaff = 'a1b2c3d4-0000-4000-8000-00000000aaaa';
    for (const client of [visitor(), await customer()]) {
      const revoked = await client.rpc('revoke_staff', { user_id: seededStaff });
      expect(revoked.error).toMatchObject({
        code: '42501',
        message: 'permission denied for function revoke_staff',
      });
      const listed = await client.rpc('list_staff');
      expect(listed.error).toMatchObject({
        code: '42501',
        message: 'permission denied for function list_staff',
      });
    }
    expect(await sql('select 1 from private.staff where user_id = $1', [seededStaff])).toEqual([
      { '?column?': 1 },
    ]);
  });
});
