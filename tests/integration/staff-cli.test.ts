import { describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../scripts/node-supabase-client';
import { addStaff } from '../../scripts/staff-add';
import { sql, stack, uniqueEmail } from './support';

const target = () => ({ url: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey });

describe('npm run staff:add', () => {
  it('creates an account that can sign in and manage shipments', async () => {
    const email = uniqueEmail('new-staff');
    const password = 'a-strong-password-42';
    const { userId } = await addStaff(target(), { email, password });
    expect(await sql('select 1 from private.staff where user_id = $1', [userId])).toHaveLength(1);

    const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    const { data } = await client.from('shipments').select('id');
    expect(data?.length).toBeGreaterThan(0);
  });

  it('refuses a password under 12 characters before sending anything', async () => {
    const email = uniqueEmail('weak');
    await expect(addStaff(target(), { email, password: 'short-pw' })).rejects.toThrow(
      /at least 12/,
    );
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
  });

  it('refuses without the service_role key', async () => {
    await expect(
      addStaff(
        { url: stack.apiUrl, serviceRoleKey: stack.anonKey },
        { email: uniqueEmail('x'), password: 'long-enough-password' },
      ),
    ).rejects.toThrow(/Could not create the account/);
  });

  it('refuses an e-mail that already has an account', async () => {
    const email = uniqueEmail('twice');
    await addStaff(target(), { email, password: 'long-enough-password' });
    await expect(addStaff(target(), { email, password: 'long-enough-password' })).rejects.toThrow(
      /already/,
    );
  });
});
