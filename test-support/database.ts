/**
 * The one way a browser journey or a benchmark reaches the stack's database behind the
 * browser's back: as the database owner (SQL, for audit trails and settings no API serves) or
 * through the API with the service_role or anon key. Every connection is closed after its piece
 * of work.
 */
import type pg from 'pg';

import { nodeSupabaseClient } from '../dev-support/node-supabase-client';
import { withClient } from '../dev-support/pg-client';

/** What these helpers need of a stack: the browser run's (e2e/), or a benchmark's own (bench/). */
export interface StackAccess {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser connection to the stack's database, for test set-up only. */
  superuserDbUrl: string;
}

/** Runs `work` on one connection as the database owner (supabase_admin). */
export function asDatabaseOwner<T>(
  env: Pick<StackAccess, 'superuserDbUrl'>,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  return withClient(env.superuserDbUrl, work);
}

/** supabase-js with the service_role key: past RLS, as the staff CLI and the functions are. */
export function serviceClient(env: Pick<StackAccess, 'apiUrl' | 'serviceRoleKey'>) {
  return nodeSupabaseClient(env.apiUrl, env.serviceRoleKey);
}

/** supabase-js with the anon key: what a visitor's browser can do. */
export function anonClient(env: Pick<StackAccess, 'apiUrl' | 'anonKey'>) {
  return nodeSupabaseClient(env.apiUrl, env.anonKey);
}
