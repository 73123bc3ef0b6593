/**
 * Staff roles (issue #25 item 4, DECISIONS 21): only an owner manages staff, the database
 * decides, the last owner stays, and every change lands in audit.staff_changes with who did it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { anon, customer, owner, service, staff, visitor } from './clients';
import { sql, stack, uniqueEmail } from './support';

const SEEDED_OWNER = 'a1b2c3d4-0000-4000-8000-00000000aaaa';
const LOCK_KEY = "hashtext('private.staff last owner')";

async function userId(client: ProjectClient): Promise<string> {
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  return data.user.id;
}

async function accessToken(client: ProjectClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

/** A staff member nobody else uses, to be the target of an owner's action. */
async function target(): Promise<{ id: string; client: ProjectClient }> {
  const client = await staff();
  return { id: await userId(client), client };
}

async function roleOf(id: string): Promise<string | undefined> {
  const rows = await sql<{ role: string }>('select role from private.staff where user_id = $1', [
    id,
  ]);
  return rows[0]?.role;
}

/** Raw PostgREST call with the anon key as apikey and the given bearer. */
async function rpc(name: string, body: unknown, bearer: string) {
  const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('who may call the staff-management functions', () => {
  let victim: { id: string; client: ProjectClient };
  beforeAll(async () => {
    victim = await target();
  });

  const calls = (id: () => string) =>
    [
      ['staff_accounts', () => ({})],
      ['set_staff_role', () => ({ user_id: id(), role: 'owner' })],
      ['remove_staff', () => ({ user_id: id() })],
      ['authorize_staff_action', () => ({ action: 'reset_password', user_id: id() })],
    ] as const;

  for (const [name, args] of calls(() => victim.id)) {
    it(`${name}: anon, a customer, a staff member and service_role get 42501 and change nothing`, async () => {
      const callers = {
        anon: anon(),
        customer: await customer(),
        staff: await staff(),
        service_role: service(),
      };
      const codes: Record<string, string | undefined> = {};
      for (const [who, client] of Object.entries(callers)) {
        const { data, error } = await client.rpc(name, args());
        codes[who] = error?.code;
        expect(data).toBeNull();
      }
      expect(codes).toEqual({
        anon: '42501',
        customer: '42501',
        staff: '42501',
        service_role: '42501',
      });
      expect(await roleOf(victim.id)).toBe('staff');
    });

    it(`${name}: raw HTTP, anon 401 and staff 403, both 42501`, async () => {
      const asAnon = await rpc(name, args(), stack.anonKey);
      const asStaff = await rpc(name, args(), await accessToken(await staff()));
      expect([asAnon.status, asAnon.body.code, asStaff.status, asStaff.body.code]).toEqual([
        401,
        '42501',
        403,
        '42501',
      ]);
      expect(await roleOf(victim.id)).toBe('staff');
    });
  }

  it('is_owner answers the caller only: owner true, staff and customer false, anon 42501', async () => {
    const answers = await Promise.all(
      [await owner(), await staff(), await customer()].map(async (client) => {
        const { data, error } = await client.rpc('is_owner');
        return error ? error.code : data;
      }),
    );
    const asAnon = await anon().rpc('is_owner');
    expect([...answers, asAnon.error?.code]).toEqual([true, false, false, '42501']);
  });

  it('a staff member who was an owner loses the right with the same token once demoted', async () => {
    const boss = await owner();
    const former = await owner();
    const formerId = await userId(former);
    expect((await former.rpc('staff_accounts')).error).toBeNull();
    const demoted = await boss.rpc('set_staff_role', { user_id: formerId, role: 'staff' });
    expect(demoted.error).toBeNull();
    expect((await former.rpc('staff_accounts')).error?.code).toBe('42501');
  });
});

describe('what an owner sees and does', () => {
  it('lists every account with e-mail, role, since, last sign-in and state', async () => {
    const boss = await owner();
    const colleague = await target();
    const invitedEmail = uniqueEmail('invited');
    const invited = await service().auth.admin.createUser({ email: invitedEmail });
    if (invited.error) throw invited.error;
    await sql('update auth.users set invited_at = now() where id = $1', [invited.data.user.id]);
    await service().rpc('grant_staff', { user_id: invited.data.user.id });

    const { data, error } = await boss.rpc('staff_accounts');
    expect(error).toBeNull();
    const byId = new Map((data ?? []).map((row) => [row.user_id, row]));
    expect(byId.get(SEEDED_OWNER)).toMatchObject({
      email: 'staff@example.com',
      role: 'owner',
      state: 'active',
      // Owners hear of new transport requests unless they said no (issue #36).
      request_notices: true,
    });
    const colleagueRow = byId.get(colleague.id);
    expect(colleagueRow).toMatchObject({ role: 'staff', state: 'active' });
    expect(typeof colleagueRow?.since).toBe('string');
    expect(typeof colleagueRow?.last_sign_in_at).toBe('string');
    expect(byId.get(invited.data.user.id)).toEqual({
      user_id: invited.data.user.id,
      email: invitedEmail,
      role: 'staff',
      since: expect.any(String) as string,
      last_sign_in_at: null,
      state: 'invited',
      request_notices: false,
    });
  });

  it('changes a role, and the audit trail names the owner who did it', async () => {
    const boss = await owner();
    const bossEmail = (await boss.auth.getUser()).data.user?.email;
    const colleague = await target();
    const { data, error } = await boss.rpc('set_staff_role', {
      user_id: colleague.id,
      role: 'owner',
    });
    expect(error).toBeNull();
    expect(data).toBe('owner');
    expect(await roleOf(colleague.id)).toBe('owner');
    const trail = await sql(
      `select action, actor_id, actor, target_email, changes from audit.staff_changes
        where target_id = $1 order by id`,
      [colleague.id],
    );
    expect(trail).toEqual([
      expect.objectContaining({ action: 'grant', actor: 'service_role', actor_id: null }),
      {
        action: 'set_role',
        actor_id: await userId(boss),
        actor: bossEmail,
        target_email: (await colleague.client.auth.getUser()).data.user?.email,
        changes: { role: { from: 'staff', to: 'owner' } },
      },
    ]);
  });

  it('removes: rights end at once, every session ends, sign-in answers as for a stranger, the list says removed', async () => {
    const boss = await owner();
    const colleague = await target();
    const email = (await colleague.client.auth.getUser()).data.user?.email ?? '';
    const token = await accessToken(colleague.client);
    const { data: session } = await colleague.client.auth.getSession();

    const removed = await boss.rpc('remove_staff', { user_id: colleague.id });
    expect(removed.error).toBeNull();

    expect((await rpc('is_staff', {}, token)).body).toBe(false);
    const refreshed = await visitor().auth.refreshSession({
      refresh_token: session.session?.refresh_token ?? '',
    });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const signIn = await visitor().auth.signInWithPassword({
      email,
      password: 'staff-password-1234',
    });
    expect(signIn.error?.code).toBe('invalid_credentials');

    const { data } = await boss.rpc('staff_accounts');
    expect(data?.find((row) => row.user_id === colleague.id)).toMatchObject({
      email,
      role: 'staff',
      state: 'removed',
      request_notices: null,
    });
    const trail = await sql<{ action: string; actor: string }>(
      'select action, actor from audit.staff_changes where target_id = $1 order by id desc limit 1',
      [colleague.id],
    );
    expect(trail).toEqual([
      { action: 'remove', actor: (await boss.auth.getUser()).data.user?.email },
    ]);
    expect(
      await sql('select 1 from auth.users where id = $1 and banned_until > now()', [colleague.id]),
    ).toHaveLength(1);
  });

  it('refuses hostile and wrong input with exact codes, changing nothing', async () => {
    const boss = await owner();
    const colleague = await target();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['set_staff_role', { user_id: colleague.id, role: 'OWNER' }, '22023'],
      ['set_staff_role', { user_id: colleague.id, role: ' owner' }, '22023'],
      ['set_staff_role', { user_id: colleague.id, role: 'owner\r\nBcc: x@example.com' }, '22023'],
      [
        'set_staff_role',
        { user_id: colleague.id, role: "owner'; drop table private.staff;--" },
        '22023',
      ],
      ['set_staff_role', { user_id: colleague.id, role: 'x'.repeat(100_000) }, '22023'],
      ['set_staff_role', { user_id: colleague.id, role: null }, '22023'],
      ['set_staff_role', { user_id: null, role: 'owner' }, '22023'],
      ['set_staff_role', { user_id: 'not-a-uuid', role: 'owner' }, '22P02'],
      ['set_staff_role', { user_id: crypto.randomUUID(), role: 'owner' }, 'PT404'],
      ['set_staff_role', { user_id: colleague.id, role: 'owner', extra: 1 }, 'PGRST202'],
      ['remove_staff', { user_id: null }, '22023'],
      ['remove_staff', { user_id: "' or 1=1 --" }, '22P02'],
      ['remove_staff', { user_id: crypto.randomUUID() }, 'PT404'],
      ['remove_staff', { user_id: [colleague.id] }, '22P02'],
    ];
    const codes = [];
    for (const [name, args] of cases) {
      const { error } = await boss.rpc(name as 'remove_staff', args as { user_id: string });
      codes.push(error?.code);
    }
    expect(codes).toEqual(cases.map(([, , code]) => code));
    expect(await roleOf(colleague.id)).toBe('staff');
  });
});

describe('the last owner stays', () => {
  // The seeded demo owner is an owner in every test stack; these tests need it out of the way
  // and put it back afterwards (files run one after another on the shared stack).
  afterEach(async () => {
    await sql("update private.staff set role = 'owner' where user_id = $1", [SEEDED_OWNER]);
  });

  async function twoOwnersOnly() {
    const [first, second] = [await owner(), await owner()];
    await sql("update private.staff set role = 'staff' where user_id = $1", [SEEDED_OWNER]);
    await sql(
      "update private.staff set role = 'staff' where role = 'owner' and user_id not in ($1, $2)",
      [await userId(first), await userId(second)],
    );
    return { first, second };
  }

  it('two owners demoting each other at the same moment: exactly one succeeds', async () => {
    const { first, second } = await twoOwnersOnly();
    const [firstId, secondId] = [await userId(first), await userId(second)];
    // Hold the lock both must take, so both requests are inside the database at once.
    const outcome = await withClient(stack.superuserDbUrl, async (holder) => {
      await holder.query(`select pg_advisory_lock(${LOCK_KEY})`);
      const both = Promise.all([
        first.rpc('set_staff_role', { user_id: secondId, role: 'staff' }),
        second.rpc('set_staff_role', { user_id: firstId, role: 'staff' }),
      ]);
      await expect
        .poll(
          async () =>
            (
              await holder.query<{ n: number }>(
                "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(2);
      await holder.query(`select pg_advisory_unlock(${LOCK_KEY})`);
      return both;
    });
    const results = outcome.map(({ error }) => (error ? `${error.code} ${error.details}` : 'ok'));
    expect(results.sort()).toEqual(['PT409 last_owner', 'ok']);
    const owners = await sql(
      "select user_id from private.staff where role = 'owner' and user_id in ($1, $2)",
      [firstId, secondId],
    );
    expect(owners).toHaveLength(1);
  });

  it('the only owner can neither demote nor remove itself, nor be revoked by the CLI', async () => {
    const { first, second } = await twoOwnersOnly();
    const secondId = await userId(second);
    expect(
      (await first.rpc('set_staff_role', { user_id: secondId, role: 'staff' })).error,
    ).toBeNull();
    const firstId = await userId(first);

    const demote = await first.rpc('set_staff_role', { user_id: firstId, role: 'staff' });
    const remove = await first.rpc('remove_staff', { user_id: firstId });
    const revoke = await service().rpc('revoke_staff', { user_id: firstId });
    expect(
      [demote, remove, revoke].map(({ error, status }) => [status, error?.code, error?.details]),
    ).toEqual([
      [409, 'PT409', 'last_owner'],
      [409, 'PT409', 'last_owner'],
      [409, 'PT409', 'last_owner'],
    ]);
    expect(await roleOf(firstId)).toBe('owner');
    expect(
      await sql('select 1 from auth.users where id = $1 and banned_until is not null', [firstId]),
    ).toEqual([]);
  });

  it('an invited owner who never confirmed does not count as an owner', async () => {
    const { first, second } = await twoOwnersOnly();
    await sql('update auth.users set email_confirmed_at = null where id = $1', [
      await userId(second),
    ]);
    const demote = await first.rpc('set_staff_role', {
      user_id: await userId(first),
      role: 'staff',
    });
    expect(demote.error?.details).toBe('last_owner');
  });
});
