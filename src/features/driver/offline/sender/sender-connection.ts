import type { GoTrueClient } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';

import type { Database } from '#common/database.types';

/**
 * What the sender talks to: the data client for the RPC, the session its requests carry (the
 * site's auth-js client, or a supabase-js client's `.auth`), and the project for Storage's TUS
 * endpoint, which supabase-js does not wrap.
 */
export interface SenderConnection {
  supabase: SupabaseClient<Database>;
  auth: Pick<GoTrueClient, 'getSession' | 'refreshSession' | 'onAuthStateChange'>;
  supabaseUrl: string;
  anonKey: string;
}
