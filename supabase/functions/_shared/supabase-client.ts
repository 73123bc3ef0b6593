/**
 * The one way a function gets a supabase-js client: typed with the generated database types,
 * for this project (SUPABASE_URL), keeping no session (a function answers one request).
 * `anon` acts as the caller when their Authorization header is passed on, so the database's own
 * checks (RLS, the functions' role checks) decide; `service_role` bypasses them.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '#common/database.types.ts';

const KEYS = { anon: 'SUPABASE_ANON_KEY', service_role: 'SUPABASE_SERVICE_ROLE_KEY' } as const;

export function createSupabaseClient(
  role: keyof typeof KEYS,
  options: { authorization?: string } = {},
): SupabaseClient<Database> {
  const { authorization } = options;
  return createClient<Database>(
    Deno.env.get('SUPABASE_URL') ?? '',
    Deno.env.get(KEYS[role]) ?? '',
    {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(authorization === undefined
        ? {}
        : { global: { headers: { Authorization: authorization } } }),
    },
  );
}
