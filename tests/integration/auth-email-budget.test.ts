/**
 * The hourly e-mail budget against strangers. Issue #34, item 4: 21 anonymous /recover calls in
 * 23 s spent the project's hourly budget, the owner's invitation then failed with 502, and its
 * `invite` audit row was written all the same. Issue #48, item 4: strangers could still spend
 * the anonymous half of it from 3 clients, and then a staff member's own "forgot password" was
 * refused for the hour. A stack of its own with `email_sent` = 4 and no max_frequency (so one
 * address can be asked for again at once): anonymous recoveries are limited per address, never
 * by a budget that strangers share with staff, and the owner's invitations keep all of
 * `email_sent`; an invitation Auth refuses leaves no trace in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { messagesTo, waitForMessageTo } from '../../test-support/inbox';
import { uniqueEmail } from './support';

let limited: RunningStack;
let owner: ProjectClient;
let ownerToken: string;

const admin = () => nodeSupabaseClient(limited.apiUrl, limited.serviceRoleKey);

async function newAccount(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('budget');
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: 'budget-password-1234',
    email_confirm: true,
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

beforeAll(async () => {
  limited = await startStack({
    apiPort: 0,
    dbPort: 0,
    seed: false,
    authRateLimit: { emailSent: 4 },
    authMaxFrequencySeconds: 0,
  });
  const account = await newAccount();
  const granted = await admin().rpc('grant_staff', { user_id: account.id, role: 'owner' });
  expect(granted.error).toBeNull();
  owner = nodeSupabaseClient(limited.apiUrl, limited.anonKey, fetchFrom(newAddress()));
  const { data, error } = await owner.auth.signInWithPassword({
    email: account.email,
    password: 'budget-password-1234',
  });
  if (error) throw error;
  ownerToken = data.session.access_token;
});
afterAll(async () => {
  await limited.stop();
});

/** Anonymous /recover from a client of its own, as strangers (or the staff member) send it. */
async function recoverAsStranger(email: string): Promise<{ status: number; body: unknown }> {
  const response = await fetchFrom(newAddress())(`${limited.apiUrl}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: limited.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: await response.json() };
}

async function removedAccount(): Promise<string> {
  const account = await newAccount();
  const { error } = await admin().auth.admin.updateUserById(account.id, {
    ban_duration: '876000h',
  });
  if (error) throw error;
  return account.email;
}

/** How many e-mails the inbox holds for `email`. */
async function mailCount(email: string): Promise<number> {
  return (await messagesTo(limited.inboxUrl ?? '', email)).length;
}

async function inviteAsOwner(email: string) {
  const response = await fetch(`${limited.apiUrl}/functions/v1/staff-admin`, {
    method: 'POST',
    headers: {
      apikey: limited.anonKey,
      authorization: `Bearer ${ownerToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ action: 'invite', email, role: 'staff' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trail(email: string): Promise<string[]> {
  return withClient(limited.superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ action: string }>(
      'select action from audit.staff_changes where target_email = $1 order by id',
      [email],
    );
    return rows.map((row) => row.action);
  });
}

const SENT = { status: 200, body: {} };
const REFUSED = {
  status: 429,
  body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' },
};

describe('the hourly e-mail budget', () => {
  it("sends a staff member's own reset whatever strangers asked for, answering every address alike", async () => {
    const colleagues = await Promise.all(Array.from({ length: 4 }, () => newAccount()));
    const removed = await Promise.all(Array.from({ length: 2 }, () => removedAccount()));
    const unknown = Array.from({ length: 4 }, () => uniqueEmail('nobody'));
    // Each address as often as strangers can get it sent, each request from a client of its own,
    // then many more addresses once each, far beyond the hourly budget of 4.
    const answers = async (email: string) => {
      const all = [];
      for (let i = 0; i < 4; i += 1) all.push(await recoverAsStranger(email));
      return all;
    };
    const asked = {
      known: await Promise.all(colleagues.map(({ email }) => answers(email))),
      removed: await Promise.all(removed.map(answers)),
      unknown: await Promise.all(unknown.map(answers)),
      once: await Promise.all(
        Array.from({ length: 40 }, () => recoverAsStranger(uniqueEmail('nobody'))),
      ),
    };

    const staffMember = await newAccount();
    const since = new Date();
    expect(await recoverAsStranger(staffMember.email)).toEqual(SENT);
    await waitForMessageTo(limited.inboxUrl ?? '', staffMember.email, { since });

    const each = [SENT, SENT, SENT, REFUSED];
    expect(asked).toEqual({
      known: colleagues.map(() => each),
      removed: removed.map(() => each),
      unknown: unknown.map(() => each),
      once: asked.once.map(() => SENT),
    });
    // What strangers got sent: three e-mails to each account they named, none elsewhere.
    expect(await Promise.all(colleagues.map(({ email }) => mailCount(email)))).toEqual(
      colleagues.map(() => 3),
    );
    expect(await Promise.all([...removed, ...unknown].map(mailCount))).toEqual(
      [...removed, ...unknown].map(() => 0),
    );
  });

  it("keeps the owner's invitations out of strangers' reach, and audits only what was sent", async () => {
    const accounts = await Promise.all(Array.from({ length: 21 }, () => newAccount()));
    const answers = [];
    for (const { email } of accounts) answers.push(await recoverAsStranger(email));
    expect(answers).toEqual(accounts.map(() => SENT));
    await waitForMessageTo(limited.inboxUrl ?? '', accounts.at(-1)?.email ?? '');

    const invited = Array.from({ length: 5 }, () => uniqueEmail('in'));
    for (const email of invited.slice(0, 4)) {
      expect((await inviteAsOwner(email)).status).toBe(200);
    }
    await waitForMessageTo(limited.inboxUrl ?? '', invited[0] ?? '');
    expect(await trail(invited[0] ?? '')).toEqual(['invite', 'grant']);

    // The budget is spent now: Auth refuses, and nothing says the invitation went out.
    const refused = await inviteAsOwner(invited[4] ?? '');
    expect([refused.status, refused.body.code]).toEqual([502, 'over_email_send_rate_limit']);
    expect(await trail(invited[4] ?? '')).toEqual([]);
  });

  it('refuses an audit row for an e-mail Auth did not send', async () => {
    const colleague = await newAccount();
    const { error } = await owner.rpc('record_staff_action', {
      action: 'reset_password',
      user_id: colleague.id,
    });
    expect(error).toMatchObject({ code: 'PT409', details: 'not_sent' });
    expect(await trail(colleague.email)).toEqual([]);
  });
});
