/**
 * "Ai uitat parola?" as a staff member goes through it, on the production build against the
 * run's stack and its mail catcher: the e-mail is read through the catcher's Mailpit API, its
 * link opened as the browser opens it (Auth's /verify, then the page with the session in the
 * fragment). At 360 px, typed with the keyboard, axe clean on every screen.
 *
 * A staff account of its own, not staff@example.com: a new password signs the account out of
 * its other sessions, and the other journeys of the run sign in as the seeded account meanwhile.
 */
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { newStaffAccount } from '../test-support/accounts';
import { verifyLink, waitForMessageTo } from '../test-support/inbox';
import { expect, test } from './fixtures';
import { toast } from './support/admin-screen';
import type { E2eEnv } from './support/e2e-env';

const EMAIL_LABEL = 'Nume de utilizator (e-mail de serviciu)';
const NEW_PASSWORD = 'o parolă nouă, lungă';

test.use({ viewport: { width: 360, height: 740 } });

async function expectFitsAndAccessible(page: Page, axe: () => AxeBuilder) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await axe().analyze()).violations).toEqual([]);
}

/** Password sign-in straight against Auth: its status and error code. */
async function signInAnswer(env: E2eEnv, account: { email: string; password: string }) {
  const response = await fetch(`${env.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { error_code?: string };
  return { status: response.status, code: body.error_code ?? null };
}

test('forgotten password: e-mail, link, new password, signed in; the old password and the link are spent', async ({
  page,
  browser,
  e2eEnv,
  axe,
  consoleErrors,
}) => {
  const account = await newStaffAccount(e2eEnv);
  await page.goto('/login');
  // From the password field, by keyboard: past the sign-in button to the link.
  await page.getByLabel('Parolă').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ai uitat parola?' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\?parola=noua$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parolă uitată' })).toBeVisible();
  await expectFitsAndAccessible(page, axe);
  const since = new Date();
  await page.getByLabel(EMAIL_LABEL).focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(
    `Dacă adresa ${account.email} aparține unui cont al personalului`,
  );
  await expectFitsAndAccessible(page, axe);

  const mail = await waitForMessageTo(e2eEnv.inboxUrl, account.email, { since });
  const link = verifyLink(mail);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(
    `${new URL(page.url()).origin}/login?parola=noua`,
  );

  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?parola=noua#?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alege o parolă nouă' })).toBeVisible();
  await expectFitsAndAccessible(page, axe);
  await page.getByLabel('Parola nouă', { exact: true }).focus();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Repetă parola nouă')).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin\/tracking$/);
  await expect(toast(page, 'Parola a fost salvată')).toContainText(
    'Te-ai autentificat cu parola nouă.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Gestionare expedieri' })).toBeVisible();
  expect(await signInAnswer(e2eEnv, account)).toEqual({ status: 400, code: 'invalid_credentials' });
  expect(await signInAnswer(e2eEnv, { ...account, password: NEW_PASSWORD })).toEqual({
    status: 200,
    code: null,
  });

  // The same link once more, in another browser: Auth refuses it, the page offers a new one.
  const other = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await other.goto(link);
  await expect(other).toHaveURL(/\/login\?parola=noua#error=access_denied&error_code=otp_expired/);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Linkul nu mai este valabil' }),
  ).toBeVisible();
  await expect(other.getByLabel('Parola nouă', { exact: true })).toHaveCount(0);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const resend = new Date();
  await other.getByLabel(EMAIL_LABEL).fill(account.email);
  await other.getByRole('button', { name: 'Trimite un link nou' }).click();
  await expect(other.getByRole('status')).toContainText(account.email);
  const again = await waitForMessageTo(e2eEnv.inboxUrl, account.email, { since: resend });
  expect(verifyLink(again)).not.toBe(link);
  await other.close();
  expect(consoleErrors).toEqual([]);
});

test('an unknown address gets the same confirmation, and no mail', async ({ page, e2eEnv }) => {
  const unknown = `nobody-${Date.now().toString(36)}@example.com`;
  await page.goto('/login?parola=noua');
  await page.getByLabel(EMAIL_LABEL).fill(unknown);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Dacă adresa ${unknown} aparține unui cont al personalului, primești în câteva minute un e-mail`,
  );
  // Auth sends after answering, one request after another: once a later request's e-mail has
  // arrived, the unknown address's request has done all it would do.
  const marker = await newStaffAccount(e2eEnv);
  await page.getByRole('button', { name: 'Cere un link nou' }).click();
  await page.getByLabel(EMAIL_LABEL).fill(marker.email);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await waitForMessageTo(e2eEnv.inboxUrl, marker.email);
  const response = await fetch(
    `${e2eEnv.inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:"${unknown}"`)}`,
  );
  expect(((await response.json()) as { messages: unknown[] }).messages).toEqual([]);
});
