import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs } from './dev-support/chromium';

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
    // As a visitor who asked for less motion: the site's transitions and animations end at once
    // (src/index.css), so no check sees a state half-way through one (issue #38).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Found (or unpacked) by e2e/global-setup.ts, not here: tools that only read this config
    // (knip) must neither unpack a browser nor fail for want of one.
    launchOptions: { executablePath: process.env.E2E_CHROMIUM_PATH, args: chromiumArgs },
  },
});
