import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

import type { Database } from '#common/database.types';

export type ProjectClient = SupabaseClient<Database>;

/**
 * A supabase-js client for Node scripts and tests: no browser storage, no auto refresh, and
 * the `ws` transport, because supabase-js refuses to start on Node 20 (no global WebSocket).
 */
export function nodeSupabaseClient(
  url: string,
  key: string,
  fetchImpl?: typeof fetch,
): ProjectClient {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}
