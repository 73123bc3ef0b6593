import { createClient } from '@supabase/supabase-js';

import { AUTH_STORAGE_KEY } from './auth-storage';
import type { Database } from './database.types';
import { env } from './env';

/** The one Supabase client of the site, typed by the generated database types. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { storageKey: AUTH_STORAGE_KEY },
});
