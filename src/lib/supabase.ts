import { createClient } from '@supabase/supabase-js';

import type { Database } from '#common/database.types';

import { env } from './env';
import { auth } from './supabase-auth';

/**
 * The one data client of the site, typed by the generated database types. It signs its
 * requests with the session of `./supabase-auth` (the anon key when signed out) and builds no
 * auth client of its own; sign-in and sign-out go through that module.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
});
