import type { Plugin } from 'vite';

import { readEnv } from '../../src/lib/read-env.js';

/**
 * Stops the dev server and every build without a usable VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, naming what is wrong: the pages read them unchecked
 * (src/lib/env.ts). Not in Vitest's own test mode, whose projects set them (or do not need them)
 * per project.
 */
export function requireSupabaseEnv(): Plugin {
  return {
    name: 'require-supabase-env',
    configResolved(config) {
      if (config.mode === 'test') return;
      readEnv(config.env);
    },
  };
}
