/**
 * Issue #34, item 4: 21 anonymous /recover calls in 23 s spent the project's hourly e-mail
 * budget, the owner's invitation then failed with 502, and its `invite` audit row was written
 * all the same. A stack of its own with `email_sent` = 4: strangers get half of it, the owner's
 * invitations the rest, and an invitation Auth refuses leaves no trace in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import { withClient } from '../../dev-support/pg-client';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { waitForMessageTo } from '../support/inbox';
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

/** Anonymous /recover from a client of its own, as 21 strangers would send it. */
async function recoverAsStranger(email: string): Promise<number> {
  const response = await fetchFrom(newAddress())(`${limited.apiUrl}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: limited.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return response.status;
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

describe('the hourly e-mail budget', () => {
  it("keeps the owner's invitations out of strangers' reach, and audits only what was sent", async () => {
    const accounts = await Promise.all(Array.from({ length: 21 }, () => newAccount()));
    const statuses: number[] = [];
    for (const { email } of accounts) statuses.push(await recoverAsStranger(email));
    expect(statuses).toEqual([200, 200, ...Array<number>(19).fill(429)]);

    const [first, second, third] = [uniqueEmail('in'), uniqueEmail('in'), uniqueEmail('in')];
    expect((await inviteAsOwner(first)).status).toBe(200);
    await waitForMessageTo(limited.inboxUrl ?? '', first);
    expect(await trail(first)).toEqual(['invite', 'grant']);
    expect((await inviteAsOwner(second)).status).toBe(200);

    // The budget is spent now: Auth refuses, and nothing says the invitation went out.
    const refused = await inviteAsOwner(third);
    expect([refused.status, refused.body.code]).toEqual([502, 'over_email_send_rate_limit']);
    expect(await trail(third)).toEqual([]);
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
