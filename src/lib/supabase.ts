import { createClient } from '@supabase/supabase-js';

import type { Database } from './database.types';
import { env } from './env';

/** The one Supabase client of the site, typed by the generated database types. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey);
