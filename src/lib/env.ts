import type { AppEnv } from './read-env';

/**
 * The Supabase project the site talks to, inlined by Vite. Checked and trimmed before any page
 * exists: scripts/vite/require-supabase-env.ts stops the dev server and every build without a
 * usable URL and key, so pages do not carry the check (issue #17).
 */
export const env: AppEnv = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
};
