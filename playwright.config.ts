import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, resolveChromium } from './e2e/support/chromium';

// Resolved here (not in the global setup) so every worker process gets the same answer;
// after the first run this is an existsSync and a `--version`.
const browser = await resolveChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    // Set by e2e/global-setup.ts before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: chromiumArgs },
  },
});
