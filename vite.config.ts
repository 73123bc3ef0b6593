import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { dropLucideDataReads } from './scripts/vite/drop-lucide-data-reads.js';
import { paperFonts } from './scripts/vite/paper-fonts.js';
import { refuseSecretKeys } from './scripts/vite/refuse-secret-keys.js';
import { requireSupabaseEnv } from './scripts/vite/require-supabase-env.js';

export default defineConfig({
  plugins: [
    refuseSecretKeys(),
    requireSupabaseEnv(),
    dropLucideDataReads(),
    paperFonts(),
    react(),
    tailwindcss(),
  ],
  // The paper worker (src/lib/paper-making/paper-worker.ts) is a bundle of its own: its fonts.
  worker: { plugins: () => [paperFonts()] },
  // The staff area's entry for the public shell (src/app/start-staff-app.ts): its source under
  // the dev server; scripts/build-site.ts names the built files.
  define: {
    __STAFF_APP__: JSON.stringify({ entry: '/src/app/staff-main.tsx', styles: [] }),
    // The year the pages are prerendered in, which hydration must render again (site-footer.tsx).
    __BUILD_YEAR__: String(new Date().getFullYear()),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // What the site and the Edge Functions both read (their deno.json maps the same name).
      {
        find: /^#common\//,
        replacement: fileURLToPath(new URL('./common/', import.meta.url)),
      },
      // pdf-lib (only in the paper worker) without the standard fonts the papers never use.
      {
        find: /^@pdf-lib\/standard-fonts$/,
        replacement: fileURLToPath(
          new URL('./src/lib/paper-making/no-standard-fonts.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  test: {
    // Vitest 4 has no per-glob environment any more, so the unit tests are two projects:
    // `npm run test:unit` runs both through the `unit:*` filter.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit:dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.stack.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup-tests.ts'],
          // Components read these through src/lib/env.ts at import time.
          env: {
            VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
            VITE_SUPABASE_ANON_KEY: 'test-anon-key',
          },
        },
      },
      {
        // Component tests against a real stack: the real fetchers, real Auth and database answers.
        extends: true,
        test: {
          name: 'unit:stack',
          include: ['src/**/*.stack.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup-tests.ts', 'src/testing/stack-setup.ts'],
          globalSetup: ['tests/component-stack/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // pdf-lib's ES build through Vite, so the papers' tests run it as the paper worker has
        // it (the alias of @pdf-lib/standard-fonts above); Node alone would load its CommonJS.
        resolve: { alias: [{ find: /^pdf-lib$/, replacement: 'pdf-lib/es/index.js' }] },
        test: {
          name: 'unit:node',
          include: [
            'local-stack/**/*.test.ts',
            'dev-support/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'common/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // One real stack is shared by every file, so files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
