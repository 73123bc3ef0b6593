/**
 * The staff-admin Edge Function (supabase/functions/staff-admin) through the gateway: an owner
 * invites, resends, withdraws and sends a password reset, over the real mail catcher; the
 * database decides first (public.authorize_staff_action as the caller), so nobody else gets
 * past it and no e-mail leaves for them; every step is in the audit trail.
 */
import { describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { latestMessageTo, waitForMessageTo } from '../../test-support/inbox';
import { customer, owner, staff } from './clients';
import { sql, stack, uniqueEmail } from './support';

async function accessToken(client: ProjectClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}

/** Raw HTTP, as the browser's functions.invoke sends it. */
async function callAs(bearer: string, body: unknown) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/staff-admin`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trail(email: string) {
  return sql<{ action: string; actor: string }>(
    'select action, actor from audit.staff_changes where target_email = $1 order by id',
    [email],
  );
}

describe('an owner, through staff-admin', () => {
  it('invites: the e-mail arrives, the account is listed as invited with its role, audited', async () => {
    const boss = await owner();
    const bossEmail = (await boss.auth.getUser()).data.user?.email;
    const email = uniqueEmail('invitee');
    const since = new Date();
    const { status, body } = await callAs(await accessToken(boss), {
      action: 'invite',
      email: `  ${email.toUpperCase()} `,
      role: 'owner',
    });
    expect([status, body.action, body.email, body.role]).toEqual([200, 'invite', email, 'owner']);
    const mail = await waitForMessageTo(stack.inboxUrl, email, { since });
    expect(mail.HTML).toContain('/auth/v1/verify?');

    const { data } = await boss.rpc('staff_accounts');
    expect(data?.find((row) => row.email === email)).toMatchObject({
      role: 'owner',
      state: 'invited',
      last_sign_in_at: null,
    });
    expect(await trail(email)).toEqual([
      { action: 'invite', actor: bossEmail },
      { action: 'grant', actor: 'service_role' },
    ]);
  });

  it('invites a driver (issue #52): listed as an invited driver, not staff', async () => {
    const boss = await owner();
    const email = uniqueEmail('driver-invitee');
    const since = new Date();
    const { status, body } = await callAs(await accessToken(boss), {
      action: 'invite',
      email,
      role: 'driver',
    });
    expect([status, body.role]).toEqual([200, 'driver']);
    await waitForMessageTo(stack.inboxUrl, email, { since });
    const { data } = await boss.rpc('staff_accounts');
    expect(data?.find((row) => row.email === email)).toMatchObject({
      role: 'driver',
      state: 'invited',
      request_notices: false,
    });
  });

  it('resends and then withdraws an invitation: the account is gone, the trail stays', async () => {
    const boss = await owner();
    const token = await accessToken(boss);
    const email = uniqueEmail('withdrawn');
    expect((await callAs(token, { action: 'invite', email, role: 'staff' })).status).toBe(200);
    const userId = (
      await sql<{ id: string }>('select id from auth.users where email = $1', [email])
    )[0]?.id;

    const since = new Date();
    const resent = await callAs(token, { action: 'resend_invite', user_id: userId });
    expect(resent.status).toBe(200);
    await waitForMessageTo(stack.inboxUrl, email, { since });

    const withdrawn = await callAs(token, { action: 'withdraw_invite', user_id: userId });
    expect(withdrawn.status).toBe(200);
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
    const { data } = await boss.rpc('staff_accounts');
    expect(data?.some((row) => row.email === email)).toBe(false);
    expect((await trail(email)).map((entry) => entry.action)).toEqual([
      'invite',
      'grant',
      'resend_invite',
      'withdraw_invite',
    ]);
  });

  it('sends a password-reset e-mail to an active colleague, and only to one', async () => {
    const boss = await owner();
    const colleague = await staff();
    const { data: user } = await colleague.auth.getUser();
    const email = user.user?.email ?? '';
    const since = new Date();
    const { status } = await callAs(await accessToken(boss), {
      action: 'reset_password',
      user_id: user.user?.id,
    });
    expect(status).toBe(200);
    await waitForMessageTo(stack.inboxUrl, email, { since });
    expect((await trail(email)).at(-1)?.action).toBe('reset_password');

    // An invitation not yet taken up has no password to reset: resend it instead.
    const invitee = uniqueEmail('pending');
    await callAs(await accessToken(boss), { action: 'invite', email: invitee, role: 'staff' });
    const pendingId = (
      await sql<{ id: string }>('select id from auth.users where email = $1', [invitee])
    )[0]?.id;
    const refused = await callAs(await accessToken(boss), {
      action: 'reset_password',
      user_id: pendingId,
    });
    expect([refused.status, refused.body.code, refused.body.details]).toEqual([
      409,
      'PT409',
      'not_active',
    ]);
  });
});

describe('anyone but an owner', () => {
  it('gets 42501 for every action and sends no e-mail', async () => {
    const victim = await staff();
    const victimId = (await victim.auth.getUser()).data.user?.id;
    const bearers = {
      anon: stack.anonKey,
      customer: await accessToken(await customer()),
      staff: await accessToken(await staff()),
      service_role: stack.serviceRoleKey,
    };
    const email = uniqueEmail('never-invited');
    const bodies = [
      { action: 'invite', email, role: 'owner' },
      { action: 'resend_invite', user_id: victimId },
      { action: 'withdraw_invite', user_id: victimId },
      { action: 'reset_password', user_id: victimId },
    ];
    const since = new Date();
    const outcomes: string[] = [];
    for (const [who, bearer] of Object.entries(bearers)) {
      for (const body of bodies) {
        const { status, body: answer } = await callAs(bearer, body);
        outcomes.push(`${who} ${body.action}: ${status} ${String(answer.code)}`);
      }
    }
    expect(outcomes).toEqual(
      Object.keys(bearers).flatMap((who) =>
        bodies.map((body) => `${who} ${body.action}: ${who === 'anon' ? 401 : 403} 42501`),
      ),
    );
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
    const victimEmail = (await victim.auth.getUser()).data.user?.email ?? '';
    expect(await latestMessageTo(stack.inboxUrl, victimEmail, since)).toBeNull();
    expect(await trail(email)).toEqual([]);
  });

  it('without any token is stopped by the gateway (401)', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/staff-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'invite', email: uniqueEmail('x'), role: 'staff' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('hostile input', () => {
  it('is refused with exact codes before any e-mail; CRLF never reaches a header', async () => {
    const token = await accessToken(await owner());
    const bcc = uniqueEmail('bcc');
    const cases: Array<[unknown, number, string, string | null]> = [
      [
        { action: 'invite', email: `a@example.com\r\nBcc: ${bcc}`, role: 'staff' },
        400,
        '22023',
        'invalid_email',
      ],
      [
        { action: 'invite', email: `a@example.com\nBcc: ${bcc}`, role: 'staff' },
        400,
        '22023',
        'invalid_email',
      ],
      [{ action: 'invite', email: 'not an address', role: 'staff' }, 400, '22023', 'invalid_email'],
      [
        { action: 'invite', email: `${'a'.repeat(250)}@example.com`, role: 'staff' },
        400,
        '22023',
        'invalid_email',
      ],
      [
        { action: 'invite', email: ['a@example.com'], role: 'staff' },
        400,
        '22023',
        'invalid_email',
      ],
      [{ action: 'invite', email: uniqueEmail('r'), role: 'admin' }, 400, '22023', 'invalid_role'],
      [
        { action: 'invite', email: 'staff@example.com', role: 'staff' },
        409,
        '23505',
        'account_exists',
      ],
      [
        { action: 'drop table', email: uniqueEmail('d'), role: 'staff' },
        400,
        '22023',
        'invalid_action',
      ],
      [{ action: 'reset_password', user_id: 'not-a-uuid' }, 400, '22P02', null],
      [{ action: 'reset_password', user_id: crypto.randomUUID() }, 404, 'PT404', 'not_staff'],
      [
        { action: 'resend_invite', user_id: 'a1b2c3d4-0000-4000-8000-00000000aaaa' },
        409,
        'PT409',
        'not_invited',
      ],
      ['{"action": "invite",', 400, 'bad_json', null],
      ['[1, 2]', 400, 'bad_json', null],
    ];
    const since = new Date();
    const outcomes = [];
    for (const [body] of cases) {
      const { status, body: answer } = await callAs(token, body);
      outcomes.push([status, answer.code, answer.details ?? null]);
    }
    expect(outcomes).toEqual(cases.map(([, status, code, details]) => [status, code, details]));
    expect(await latestMessageTo(stack.inboxUrl, bcc, since)).toBeNull();
    expect(await sql("select 1 from auth.users where email like '%bcc%'")).toEqual([]);
  });
});

it('the staff trail is append-only, even for SQL', async () => {
  await expect(sql('delete from audit.staff_changes')).rejects.toThrow();
  await expect(sql('truncate audit.staff_changes')).rejects.toThrow();
});
