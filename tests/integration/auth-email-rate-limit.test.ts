/**
 * What an admin asks Auth to send (invitations, the staff-admin function's resets) is limited per
 * hour, all addresses together, as `[auth.rate_limit] email_sent` says (GoTrue's
 * GOTRUE_RATE_LIMIT_EMAIL_SENT): over it, 429 `over_email_send_rate_limit` and nothing is sent
 * or stored. Anonymous /recover is limited per address instead and never spends it (issue #48,
 * tests/integration/auth-email-budget.test.ts). A stack of its own with a limit of 2, so the
 * shared stack's raised limit does not hide it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { latestMessageTo, waitForMessageTo } from '../../test-support/inbox';
import { uniqueEmail } from './support';

let limited: RunningStack;
let inboxUrl: string;

beforeAll(async () => {
  limited = await startStack({
    apiPort: 0,
    dbPort: 0,
    seed: false,
    authRateLimit: { emailSent: 2 },
  });
  inboxUrl = limited.inboxUrl ?? '';
});
afterAll(async () => {
  await limited.stop();
});

const admin = () => nodeSupabaseClient(limited.apiUrl, limited.serviceRoleKey);

async function newUser(): Promise<string> {
  const email = uniqueEmail('mail-limit');
  const { error } = await admin().auth.admin.createUser({
    email,
    password: 'mail-limit-password-1',
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

/** /recover as the staff-admin function calls it (service role), or anonymously. */
function recover(email: string, asAdmin: boolean) {
  const key = asAdmin ? limited.serviceRoleKey : limited.anonKey;
  return fetch(`${limited.apiUrl}/auth/v1/recover`, {
    method: 'POST',
    headers: {
      apikey: key,
      ...(asAdmin ? { authorization: `Bearer ${key}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
}

describe('hourly e-mail limit', () => {
  it('sends two e-mails an hour for an admin, then refuses with 429 and sends nothing', async () => {
    expect(limited.inboxUrl).not.toBeNull();
    const [first, second, third] = [await newUser(), await newUser(), await newUser()];
    expect((await recover(first, true)).status).toBe(200);
    await waitForMessageTo(inboxUrl, first);
    const invited = uniqueEmail('mail-limit-invite');
    expect((await admin().auth.admin.inviteUserByEmail(invited)).error).toBeNull();
    await waitForMessageTo(inboxUrl, invited);
    // An anonymous reset is not taken from this budget.
    expect((await recover(third, false)).status).toBe(200);
    await waitForMessageTo(inboxUrl, third);

    const refused = await recover(second, true);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-sb-error-code')).toBe('over_email_send_rate_limit');
    expect(await refused.json()).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'email rate limit exceeded',
    });
    expect(await latestMessageTo(inboxUrl, second)).toBeNull();

    // supabase-js sees the same code; the refused invitation leaves no user behind.
    const invite = await admin().auth.admin.inviteUserByEmail(third.replace('@', '-new@'));
    expect(invite.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const { data } = await admin().auth.admin.listUsers();
    expect(data.users.map((user) => user.email)).not.toContain(third.replace('@', '-new@'));
  });
});
