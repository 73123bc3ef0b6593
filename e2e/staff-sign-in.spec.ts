/**
 * Staff sign-in journeys on the production build against the run's stack: wrong and right
 * password, deep links, accounts that are not staff, logout, a session revoked on the server
 * while a shipment is being edited,
 * keyboard only, and accessibility of the login screen and the admin frame.
 */
import type { Page } from '@playwright/test';

import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../dev-support/demo-seed';
import { AUTH_STORAGE_KEY } from '../src/lib/auth-storage';
import { newCustomerAccount, newStaffAccount, signOutEverywhere } from '../test-support/accounts';
import { expect, test } from './fixtures';
import { rowMenu, toast } from './support/admin-screen';
import { seedShipments, storedShipment, uniquePrefix } from './support/shipments';
import { signInOverTheLimit } from './support/sign-in-limit';

const seeded = { email: SEED_STAFF_EMAIL, password: SEED_STAFF_PASSWORD };
const EMAIL_LABEL = 'Nume de utilizator (e-mail de serviciu)';

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(EMAIL_LABEL).fill(account.email);
  await page.getByLabel('Parolă').fill(account.password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);

test('a wrong password is refused, the right one opens the shipments screen', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { ...seeded, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Nume de utilizator sau parolă incorectă.');
  await expect(toast(page, 'Eroare de autentificare')).toContainText(
    'Verifică credențialele și încearcă din nou.',
  );
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Parolă').fill(seeded.password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(/\/admin\/tracking$/);
  await expect(toast(page, 'Autentificare reușită!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestionare expedieri' })).toBeVisible();
  await expect(page.getByText(`Cont: ${seeded.email}`)).toBeVisible();
});

test('too many sign-in attempts from one client get the rate-limit message', async ({
  page,
  e2eEnv,
}) => {
  await signInOverTheLimit(page, e2eEnv);
  await page.goto('/login');
  await signIn(page, seeded);
  const message = 'Prea multe încercări. Încearcă din nou peste câteva minute.';
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(toast(page, 'Eroare de autentificare')).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while signed out goes to /login and back after signing in', async ({ page }) => {
  await page.goto('/admin/info');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Finfo$/);
  await signIn(page, seeded);
  await expect(page).toHaveURL(/\/admin\/info$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestionare informații' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Informații' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an account that is not staff is refused and signed out', async ({ page, e2eEnv }) => {
  const customer = await newCustomerAccount(e2eEnv);
  await page.goto('/login?redirect=%2Fadmin%2Finfo');
  await signIn(page, customer);
  await expect(page.getByRole('alert')).toHaveText(
    'Acest cont nu are acces la zona de administrare.',
  );
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Finfo$/);
});

test('logout goes to the public site with a Romanian toast, and admin pages ask to sign in again', async ({
  page,
  axe,
}) => {
  await page.goto('/login');
  await signIn(page, seeded);
  await expect(page).toHaveURL(/\/admin\/tracking$/);

  await page.getByRole('button', { name: 'Deconectare' }).click();
  // No public page visited in this browser: the stored language is the default, German.
  await expect(page).toHaveURL(/\/de$/);
  const signedOut = toast(page, 'Te-ai deconectat');
  await expect(signedOut).toContainText('Ai ieșit din zona de administrare.');
  // A Romanian message on a German page says which language it speaks (WCAG 3.1.2).
  await expect(signedOut.getByRole('status')).toHaveAttribute('lang', 'ro');
  expect((await axe().analyze()).violations).toEqual([]);
  expect(await storedSession(page)).toBeNull();

  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcontent$/);
});

test('a logout the server fails says so in Romanian, not in the server’s words, and keeps the session', async ({
  page,
  axe,
}) => {
  await page.goto('/login');
  await signIn(page, seeded);
  await expect(page).toHaveURL(/\/admin\/tracking$/);
  // GoTrue's shape of a failure (code, error_code, msg), with an English internal message.
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 500,
        error_code: 'unexpected_failure',
        msg: 'Database error deleting session',
      }),
    }),
  );

  await page.getByRole('button', { name: 'Deconectare' }).click();
  const failed = toast(page, 'Deconectarea nu a reușit');
  await expect(failed).toContainText(
    'Serverul nu poate fi contactat, așa că sesiunea a rămas deschisă. Verifică conexiunea la internet și încearcă din nou.',
  );
  await expect(failed).not.toContainText('Database error');
  await expect(page).toHaveURL(/\/admin\/tracking$/);
  await expect(page.getByText(`Cont: ${seeded.email}`)).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
  expect((await axe().analyze()).violations).toEqual([]);

  // Once the server answers again, the same button signs out.
  await page.unroute('**/auth/v1/logout**');
  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(toast(page, 'Te-ai deconectat')).toBeVisible();
});

test('a session revoked on the server while a shipment is being edited: the typed input waits under a sign-in dialog and is saved after signing in', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const account = await newStaffAccount(e2eEnv);
  const prefix = uniquePrefix('E2S');
  const [id] = await seedShipments(e2eEnv, prefix, [{ transportedgoods: 'Excavator' }]);
  // The browser's clock is ours to move, so the token's expiry comes without waiting an hour.
  await page.clock.install();
  await page.goto(`/login?redirect=${encodeURIComponent(`/admin/tracking?q=${prefix}`)}`);
  await signIn(page, account);
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Editează / actualizează traseul' }).click();
  const editor = page.getByRole('dialog', { name: `Editează expedierea ${id}`, exact: true });
  const goods = editor.getByRole('textbox', { name: 'Mărfuri transportate', exact: true });
  await goods.fill('Excavator Liebherr R 926');

  await signOutEverywhere(e2eEnv, account);
  // Past the access token's hour: supabase-js refreshes, the server refuses, SIGNED_OUT.
  await page.clock.fastForward('01:01:00');
  const signInAgain = page.getByRole('dialog', { name: 'Sesiunea s-a încheiat' });
  await expect(signInAgain.getByRole('alert')).toHaveText(
    'Sesiunea a expirat. Autentifică-te din nou.',
  );
  await expect(signInAgain.getByLabel(EMAIL_LABEL)).toHaveValue(account.email);
  await expect(signInAgain.getByLabel('Parolă')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/tracking\\?q=${prefix}$`));
  expect((await axe().analyze()).violations).toEqual([]);
  // Escape answers nothing here: nothing behind it could be saved without a session.
  await page.keyboard.press('Escape');
  await expect(signInAgain).toBeVisible();

  await signInAgain.getByLabel('Parolă').fill(account.password);
  await signInAgain.getByRole('button', { name: 'Autentificare' }).click();
  await expect(signInAgain).toBeHidden();
  await expect(goods).toHaveValue('Excavator Liebherr R 926');
  await editor.getByRole('button', { name: 'Salvează modificările', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect
    .poll(async () => (await storedShipment(e2eEnv, id!))?.transportedgoods)
    .toBe('Excavator Liebherr R 926');
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel(EMAIL_LABEL);
  // Tab from the top of the page until the e-mail field has focus (a few stops at most).
  for (let stop = 0; stop < 20; stop += 1) {
    if (await email.evaluate((field) => field === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(seeded.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Parolă')).toBeFocused();
  await page.keyboard.type(seeded.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/tracking$/);
});

for (const width of [1280, 360]) {
  test(`the login screen and the admin frame pass axe at ${width} px`, async ({ page, axe }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeVisible();
    expect((await axe().analyze()).violations).toEqual([]);

    await signIn(page, seeded);
    await expect(page).toHaveURL(/\/admin\/tracking$/);
    if (width < 640) await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expect(page.getByRole('link', { name: 'Expedieri', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect((await axe().analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
