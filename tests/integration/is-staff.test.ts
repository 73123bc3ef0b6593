/** public.is_staff(): the staff area's one question to the database, asked by the caller. */
import { describe, expect, it } from 'vitest';

import { anon, customer, staff } from './clients';
import { sql } from './support';

describe('rpc is_staff', () => {
  it('answers true for a staff member', async () => {
    const { data, error } = await (await staff()).rpc('is_staff');
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it('answers false for a signed-in account that is not staff', async () => {
    const { data, error } = await (await customer()).rpc('is_staff');
    expect(error).toBeNull();
    expect(data).toBe(false);
  });

  it('answers false as soon as the staff row is gone, with the same token', async () => {
    const member = await staff();
    const { data: user } = await member.auth.getUser();
    await sql('delete from private.staff where user_id = $1', [user.user?.id]);
    const { data, error } = await member.rpc('is_staff');
    expect(error).toBeNull();
    expect(data).toBe(false);
  });

  it('is not callable without signing in', async () => {
    const { data, error } = await anon().rpc('is_staff');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
