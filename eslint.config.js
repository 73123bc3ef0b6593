// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every feature folder, so a new feature is fenced in without touching this file. */
const FEATURES = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of src/ (STYLE.md): app → features → components/lib. A feature never imports
 * another feature, and nothing imports upwards.
 */
const BOUNDARIES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared part down to src/components or src/lib, or wire both together in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features sit below the app: src/app imports them, never the reverse.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'src/components and src/lib sit below features and app: they must not import them.',
  },
];

/** The test suites: each imports the floor below it (test-support), never another suite. */
const SUITES = ['./e2e', './tests', './bench'];
/** The test helpers the suites share (issue #50). */
const TEST_FLOOR = './test-support';

/** The folders of the Node side: the development tools around the product. */
const TOOLS = ['./local-stack', './scripts', TEST_FLOOR, ...SUITES];

/**
 * The Node side's layers (README, "Where things are"): dev-support sits below every tool, the
 * local stack on it, then scripts, then the test helpers the suites share (test-support), then
 * the suites (e2e, tests, bench), which never import each other. Neither the product (src/, its
 * test harness src/testing included) nor the stack reaches up into a tool above it.
 */
const TOOL_BOUNDARIES = [
  {
    target: './dev-support',
    from: TOOLS,
    message: 'dev-support sits below every tool: move what it needs down into dev-support.',
  },
  {
    target: './dev-support',
    from: './src',
    message: 'dev-support never reads src/: the generated database types are in common/.',
  },
  {
    target: './local-stack',
    from: TOOLS.filter((tool) => tool !== './local-stack'),
    message:
      'The local stack sits below scripts, benchmarks and tests: move the shared piece into dev-support.',
  },
  {
    target: './scripts',
    from: [TEST_FLOOR, ...SUITES],
    message:
      'scripts sit below the test suites and their helpers: move what a script needs down into dev-support.',
  },
  {
    target: TEST_FLOOR,
    from: SUITES,
    message:
      'test-support is the floor below e2e, tests and bench: it imports none of them; move the piece it needs down into test-support.',
  },
  ...SUITES.map((suite) => ({
    target: suite,
    from: SUITES.filter((other) => other !== suite),
    message:
      'e2e, tests and bench never import each other: move the helper both need down into test-support.',
  })),
];

/**
 * common/ is what the site and the Edge Functions both read (README, "Where things are"): it
 * sits below both and imports neither, nor the site's own bundles (locales/) or any tool, so
 * that every function's module graph stays inside supabase/functions and common/.
 */
const COMMON_BELOW_ALL = {
  target: './common',
  from: ['./src', './supabase', './locales', './dev-support', ...TOOLS],
  message:
    'common/ sits below the site and the Edge Functions: it imports neither (nor locales/ or a tool); move what both need into common/.',
};

/** The product and its test harness (src/testing) never reach up into the tools. */
const PRODUCT_ABOVE_TOOLS = {
  target: './src',
  from: TOOLS,
  message:
    'The product never reaches into the development tools: the demo seed and the pg helper are in dev-support.',
};

// ---- shipments: one-way imports inside the feature (issue #35 part 3) ---------------------
/**
 * Inside src/features/shipments imports go down only: the screens (components/) → the form's
 * model (form/) and the UI hooks (hooks/) → the data layer (api/, and the feature's top-level
 * files it shares with everyone: labels, list parameters, CSV). links/ and emails/ are
 * sub-features with the same two layers, opened from the screens.
 */
const SHIPMENTS = './src/features/shipments';
const SHIPMENTS_UI = [
  `${SHIPMENTS}/components`,
  `${SHIPMENTS}/links/components`,
  `${SHIPMENTS}/emails/components`,
];
/** Each screen folder of components/ and the screens it opens; any may use shared/. */
const SHIPMENT_SCREENS = { list: ['form', 'history'], deleted: [], form: [], history: [] };
const SHIPMENTS_DIRECTION = [
  {
    target: [
      `${SHIPMENTS}/api`,
      `${SHIPMENTS}/links/api`,
      `${SHIPMENTS}/emails/api`,
      `${SHIPMENTS}/*.ts`,
      `${SHIPMENTS}/links/*.ts`,
      `${SHIPMENTS}/emails/*.ts`,
    ],
    from: [`${SHIPMENTS}/form`, `${SHIPMENTS}/hooks`, ...SHIPMENTS_UI],
    message:
      'shipments reads one way, components → form → api: the data layer (api/ and the top-level files) must not import form/, hooks/ or components; move the shared piece down.',
  },
  {
    target: `${SHIPMENTS}/form`,
    from: [`${SHIPMENTS}/hooks`, ...SHIPMENTS_UI],
    message:
      "shipments reads one way, components → form → api: form/ is the dialog's model, below the components and hooks that use it.",
  },
  {
    target: `${SHIPMENTS}/hooks`,
    from: [
      `${SHIPMENTS}/form`,
      `${SHIPMENTS}/components`,
      `${SHIPMENTS}/links`,
      `${SHIPMENTS}/emails`,
    ],
    message:
      "shipments' hooks/ are the screens' small helpers, used by links/ and emails/ too: they import only api/ and the top-level files.",
  },
  {
    target: [`${SHIPMENTS}/links`, `${SHIPMENTS}/emails`],
    from: `${SHIPMENTS}/components`,
    message:
      "links/ and emails/ are opened from shipments' screens: they must not import the screens' components.",
  },
  ...Object.entries(SHIPMENT_SCREENS).map(([screen, opens]) => ({
    target: `${SHIPMENTS}/components/${screen}`,
    from: `${SHIPMENTS}/components`,
    except: [`./${screen}`, './shared', ...opens.map((opened) => `./${opened}`)],
    message: `components/${screen} may import only components/shared${opens.map((opened) => ` and components/${opened}`).join('')}: a screen imports the screens it opens, never the one that opens it.`,
  })),
  {
    target: `${SHIPMENTS}/components/shared`,
    from: `${SHIPMENTS}/components`,
    except: ['./shared'],
    message: 'components/shared serves the screens: it must not import them.',
  },
];
// ---- end shipments: one-way imports --------------------------------------------------------

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-e2e/',
    'coverage/',
    'node_modules/',
    'local-stack/.data/',
    'supabase/.temp/',
    'test-results/',
    'playwright-report/',
    // Generated by `npm run db:types`; a test compares it byte for byte with the generator.
    '**/database.types.ts',
    // Deno code (Edge Functions, their runtime): `npm run check:functions` runs deno check and
    // deno lint on it.
    'supabase/functions/',
    'local-stack/functions/runtime/',
    'tests/fixtures/functions/',
  ]),

  js.configs.recommended,

  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },

  // TypeScript everywhere, with type information from the tsconfig projects.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // The site: browser code.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite(),
      jsxA11y.flatConfigs.recommended,
      pluginQuery.configs['flat/recommended'],
    ],
    languageOptions: { globals: globals.browser },
  },

  // Import boundaries between the development tools (TOOL_BOUNDARIES). A tool's own unit test
  // may compare with a fact of a tool above it (e.g. the local Auth's password rule) or read the
  // inbox through test-support; the suites' tests and specs are fenced like the rest of them.
  {
    files: ['{dev-support,local-stack,scripts,test-support,e2e,tests,bench}/**/*.{ts,tsx}'],
    ignores: ['{dev-support,local-stack,scripts}/**/*.test.ts', 'local-stack/functions/runtime/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.node.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: TOOL_BOUNDARIES },
      ],
    },
  },

  // common/ imports nothing of the project outside itself (COMMON_BELOW_ALL); its files name each
  // other with `.ts`, as Deno requires.
  {
    files: ['common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [COMMON_BELOW_ALL] },
      ],
    },
  },

  // Import boundaries between the layers of src/, resolved like TypeScript does (`@/`), and
  // inside the shipments feature (its zones name only its own folders).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...BOUNDARIES, PRODUCT_ABOVE_TOOLS, ...SHIPMENTS_DIRECTION],
        },
      ],
      // Only common/ writes `.ts` (for Deno); the site names its modules without.
      'import-x/extensions': [
        'error',
        'always',
        { pattern: { ts: 'never', tsx: 'never' }, ignorePackages: true },
      ],
    },
  },
  // The product's own tests may compare with a tool's fact; its harness (src/testing) may not.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...BOUNDARIES, ...SHIPMENTS_DIRECTION] },
      ],
    },
  },

  // Public pages carry no staff-side client (issue #17): their anonymous reads go through
  // src/lib/public-api (plain fetch, and usePublicRead for the cache), so supabase-js (50 KB
  // of auth, realtime, storage) and TanStack Query (12 KB) only ever load with the staff area.
  // Shared code (components, lib, the public shell) is public too: whatever it imports
  // statically, a public page loads. The staff's own data access (the info editor's reads and
  // saves), the staff menu and the clients themselves are the exceptions.
  {
    files: [
      'src/features/tracking/**/*.{ts,tsx}',
      'src/features/customer-requests/**/*.{ts,tsx}',
      'src/features/site/**/*.{ts,tsx}',
      'src/features/info/**/*.{ts,tsx}',
      'src/app/routes/*.{ts,tsx}',
      'src/app/layout/**/*.{ts,tsx}',
      'src/app/providers/public-provider.tsx',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/features/info/api/{fetch-info-contents,use-info-contents,use-create-default-info-mutation,use-save-info-mutation,forget-info-reads}.ts',
      'src/app/layout/{admin-header,staff-menu}.tsx',
      'src/lib/{supabase,supabase-auth,query-client,request-error}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@supabase/*',
                '@/lib/supabase',
                '**/lib/supabase',
                './supabase',
                '@/lib/supabase-auth',
                '**/lib/supabase-auth',
                './supabase-auth',
              ],
              message:
                'Public pages carry no supabase-js (issue #17): read through @/lib/public-api/postgrest; staff code belongs under src/app/routes/admin or a staff feature.',
            },
            {
              group: ['@tanstack/*', '@/lib/query-client', '**/lib/query-client', './query-client'],
              message:
                'Public pages carry no TanStack Query (issue #17): read through usePublicRead (@/lib/public-api/use-public-read); staff code belongs under src/app/routes/admin or a staff feature.',
            },
          ],
        },
      ],
    },
  },

  // Route modules export what react-router's `lazy` reads (Component, loader, shouldRevalidate…).
  {
    files: ['src/app/routes/**/*.tsx'],
    rules: {
      'react-refresh/only-export-components': [
        'error',
        { allowExportNames: ['loader', 'shouldRevalidate', 'Component', 'ErrorBoundary'] },
      ],
    },
  },

  // Node code: the local stack, scripts, tests, browser-test harness and config files.
  {
    files: [
      'supabase/**',
      'scripts/**',
      'test-support/**',
      'tests/**',
      'e2e/**',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },

  // Vitest's asymmetric matchers (expect.stringMatching, expect.anything, …) are typed `any`.
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },

  prettier,
);
