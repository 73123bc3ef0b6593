/** Sessions for component tests against the stack: the app's own, and a colleague's. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach } from 'vitest';

import { auth } from '@/lib/supabase-auth';
import type { Database } from '#common/database.types';

import { createAccount, seededStaff, stack } from './stack';

type Client = SupabaseClient<Database>;

/** A client of the stack without a stored session (a visitor, until signed in). */
export const newClient = (): Client =>
  createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

/**
 * The sessions of a file's tests: the app signed in as the seeded owner before each test, and
 * a colleague (another staff account with its own session, straight to the stack), returned
 * now and signed in before the first test.
 */
export function staffSessions(): Client {
  const colleague = newClient();
  beforeAll(async () => {
    const { error } = await colleague.auth.signInWithPassword(await createAccount(true));
    if (error) throw error;
  });
  beforeEach(async () => {
    const { error } = await auth.signInWithPassword(seededStaff);
    if (error) throw error;
  });
  return colleague;
}
