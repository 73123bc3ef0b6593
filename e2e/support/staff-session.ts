/** A staff session for browser journeys that are not about signing in. */
import type { Page } from '@playwright/test';

import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../../dev-support/demo-seed';
import { AUTH_STORAGE_KEY } from '../../src/lib/auth-storage';
import type { E2eEnv } from './e2e-env';

/**
 * The seeded staff account's session in the page's storage, as a real sign-in leaves it. Each
 * call is a session of its own, so two pages signed in this way are two staff members' tabs.
 */
export function signInAsStaff(page: Page, env: E2eEnv): Promise<void> {
  return signInAs(page, env, { email: SEED_STAFF_EMAIL, password: SEED_STAFF_PASSWORD });
}

/** `account`'s session in the page's storage, as signInAsStaff does for the seeded staff. */
export async function signInAs(
  page: Page,
  env: E2eEnv,
  account: { email: string; password: string },
): Promise<void> {
  const response = await fetch(`${env.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  const session = JSON.stringify(await response.json());
  // Once per tab: a reload keeps the session supabase-js has refreshed since.
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('staff-session-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('staff-session-seeded', '1');
      }
    },
    [AUTH_STORAGE_KEY, session] as const,
  );
}

/** Signed in as staff (a session of its own) on `path`, once the page is interactive. */
export async function openAsStaff(page: Page, env: E2eEnv, path: string): Promise<void> {
  await signInAsStaff(page, env);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
