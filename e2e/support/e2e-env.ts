import type { StackAccess } from '../../test-support/database';

/** What e2e/global-setup.ts hands to the test workers, through environment variables. */
export interface E2eEnv extends StackAccess {
  baseUrl: string;
  /** The same build on a host that answers every page URL with the app shell. */
  rewriteFirstUrl: string;
  /** The mail catcher's inbox and Mailpit-compatible API. */
  inboxUrl: string;
  /** The production build the tests run against. */
  distDir: string;
  /** The browser the workers launch (playwright.config.ts reads it). */
  chromiumPath: string;
}

const NAMES = {
  baseUrl: 'E2E_BASE_URL',
  rewriteFirstUrl: 'E2E_REWRITE_FIRST_URL',
  apiUrl: 'E2E_API_URL',
  inboxUrl: 'E2E_INBOX_URL',
  anonKey: 'E2E_ANON_KEY',
  serviceRoleKey: 'E2E_SERVICE_ROLE_KEY',
  distDir: 'E2E_DIST_DIR',
  superuserDbUrl: 'E2E_SUPERUSER_DB_URL',
  chromiumPath: 'E2E_CHROMIUM_PATH',
} as const satisfies Record<keyof E2eEnv, string>;

export function exportE2eEnv(values: E2eEnv): void {
  for (const key of Object.keys(NAMES) as Array<keyof E2eEnv>) {
    process.env[NAMES[key]] = values[key];
  }
}

export function readE2eEnv(): E2eEnv {
  const read = (key: keyof E2eEnv): string => {
    const value = process.env[NAMES[key]];
    if (!value)
      throw new Error(`${NAMES[key]} is not set: run the browser tests with npm run test:e2e`);
    return value;
  };
  return {
    baseUrl: read('baseUrl'),
    rewriteFirstUrl: read('rewriteFirstUrl'),
    apiUrl: read('apiUrl'),
    inboxUrl: read('inboxUrl'),
    anonKey: read('anonKey'),
    serviceRoleKey: read('serviceRoleKey'),
    distDir: read('distDir'),
    superuserDbUrl: read('superuserDbUrl'),
    chromiumPath: read('chromiumPath'),
  };
}
