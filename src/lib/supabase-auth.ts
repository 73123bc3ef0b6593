import { AuthClient } from '@supabase/auth-js';

import { AUTH_STORAGE_KEY } from './auth-storage';
import { env } from './env';

/**
 * The staff session: the one auth client of the site, built as supabase-js builds its own
 * (same URL, headers and options), from @supabase/auth-js alone, so /login signs in without
 * loading supabase-js's realtime, storage and functions clients (issue #17). `@/lib/supabase`
 * takes its access token from here.
 */
export const auth = new AuthClient({
  url: `${env.supabaseUrl}/auth/v1`,
  headers: { Authorization: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey },
  storageKey: AUTH_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
});
