import { createClient } from '@supabase/supabase-js';

import { env } from './env';

// Typed with the generated database types once they exist (createClient<Database>).
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey);
