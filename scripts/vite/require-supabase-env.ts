import { loadEnv, type Plugin } from 'vite';

import { readEnv } from '../../src/lib/read-env.js';

/**
 * Stops the dev server and every build without a usable VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, naming what is wrong, and hands the pages the values already trimmed
 * (the URL without a trailing slash): src/lib/env.ts reads them as they are, so no page carries
 * the check or the trimming (issue #17). Not in Vitest's own test mode, whose projects set them
 * (or do not need them) per project.
 */
export function requireSupabaseEnv(): Plugin {
  return {
    name: 'require-supabase-env',
    config(config, { mode }) {
      if (mode === 'test') return;
      const root = config.root ?? process.cwd();
      const env = readEnv(loadEnv(mode, config.envDir || root, 'VITE_'));
      return {
        define: {
          'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(env.supabaseUrl),
          'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(env.supabaseAnonKey),
        },
      };
    },
  };
}
