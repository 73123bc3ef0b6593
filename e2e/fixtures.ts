import { test as base } from '@playwright/test';

import { type E2eEnv, readE2eEnv } from './support/e2e-env';
import { SettledAxeBuilder } from './support/settled-axe';

interface Fixtures {
  /** A fresh axe scan of the current page, WCAG 2.1 A/AA, run once the page is settled. */
  axe: () => SettledAxeBuilder;
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** The backend and site of this run (apiUrl, keys) for specs that prepare data. */
  e2eEnv: E2eEnv;
}

export const test = base.extend<Fixtures>({
  // A click before React has hydrated the prerendered HTML does nothing: every goto waits
  // until the page is interactive, as a person would see it.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use(() => new SettledAxeBuilder(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring even if empty
  e2eEnv: async ({}, use) => {
    await use(readE2eEnv());
  },
});

export { expect } from '@playwright/test';
