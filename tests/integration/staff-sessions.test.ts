/**
 * A session that ends takes its access token's staff rights with it (issue #30, finding 3):
 * signing out, "sign out everywhere", "sign out other sessions", a password reset and a session
 * past its not_after all cut database access on the next request, before the token expires.
 */
import { describe, expect, it } from 'vitest';

import { addStaff } from '../../scripts/staff/add-staff';
import { resetStaffPassword } from '../../scripts/staff/reset-password';
import { visitor } from './clients';
import { sql, stack, uniqueEmail, uniqueShipmentId } from './support';

const PASSWORD = 'a-strong-password-42';

async function newStaff() {
  const email = uniqueEmail('staff-session');
  await addStaff(
    { url: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey },
    { email, password: PASSWORD },
  );
  return email;
}

async function signIn(email: string) {
  const client = visitor();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { client, token: data.session.access_token };
}

/** What a request with this access token may still do, as raw HTTP (no client refreshes it). */
async function accessWith(token: string) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const isStaff = await call('rpc/is_staff', {});
  const rows = await call('shipments?select=id&id=eq.482913');
  const created = await call('rpc/create_shipment', {
    shipment: { id: uniqueShipmentId('SESS'), shippername: 'A', recipientname: 'B' },
  });
  return {
    isStaff: isStaff.body,
    reads: rows.body,
    creates: created.status === 200 ? 'created' : (created.body as { code?: string }).code,
  };
}

const STAFF = { isStaff: true, reads: [{ id: '482913' }], creates: 'created' };
const NOBODY = { isStaff: false, reads: [], creates: '42501' };

describe('a staff access token whose session ended', () => {
  it('works while its session lives (the control)', async () => {
    const { token } = await signIn(await newStaff());
    expect(await accessWith(token)).toEqual(STAFF);
  });

  it('is refused after signing out', async () => {
    const { client, token } = await signIn(await newStaff());
    expect((await client.auth.signOut()).error).toBeNull();
    expect(await accessWith(token)).toEqual(NOBODY);
  });

  it('is refused after "sign out everywhere" from another device', async () => {
    const email = await newStaff();
    const first = await signIn(email);
    const second = await signIn(email);
    expect((await second.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await accessWith(first.token)).toEqual(NOBODY);
    expect(await accessWith(second.token)).toEqual(NOBODY);
  });

  it('is refused after "sign out other sessions", while the one that asked keeps working', async () => {
    const email = await newStaff();
    const first = await signIn(email);
    const second = await signIn(email);
    expect((await second.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await accessWith(first.token)).toEqual(NOBODY);
    expect(await accessWith(second.token)).toEqual(STAFF);
  });

  it('is refused after a password reset (npm run staff -- reset-password)', async () => {
    const email = await newStaff();
    const { token } = await signIn(email);
    await resetStaffPassword(
      { url: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey },
      email,
      'another-strong-password',
    );
    expect(await accessWith(token)).toEqual(NOBODY);
  });

  it('is refused once its session is past not_after', async () => {
    const { client, token } = await signIn(await newStaff());
    const { data } = await client.auth.getUser();
    await sql(
      `update auth.sessions set not_after = now() - interval '1 second' where user_id = $1`,
      [data.user?.id],
    );
    expect(await accessWith(token)).toEqual(NOBODY);
  });
});
