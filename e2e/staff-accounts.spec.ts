/**
 * The owner's staff screen (issue #25, DECISIONS 21) on the production build: the list, removal
 * through its confirmation, a phone's width without sideways scrolling, axe clean throughout.
 */
import type { Page } from '@playwright/test';

import { addStaff } from '../scripts/staff/add-staff';
import { expect, test } from './fixtures';
import { newStaffAccount } from './support/accounts';
import { toast } from './support/admin-screen';
import type { E2eEnv } from './support/e2e-env';

/** An owner of its own (so no session is shared), signed in on /admin/staff. */
async function openAsOwner(page: Page, env: E2eEnv) {
  const account = {
    email: `owner-${Date.now().toString(36)}-${process.pid}@example.com`,
    password: 'e2e-account-password',
    role: 'owner' as const,
  };
  await addStaff({ url: env.apiUrl, serviceRoleKey: env.serviceRoleKey }, account);
  await signInOn(page, account, '/admin/staff');
  return account;
}

async function signInOn(page: Page, account: { email: string; password: string }, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Nume de utilizator (e-mail de serviciu)').fill(account.email);
  await page.getByLabel('Parolă').fill(account.password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

const rowOf = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

test('an owner removes a colleague after confirming; the list says removed', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const colleague = await newStaffAccount(e2eEnv);
  await openAsOwner(page, e2eEnv);
  const row = rowOf(page, colleague.email);
  await expect(row.getByRole('cell').nth(4)).toHaveText('activ');
  expect((await axe().analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `Acțiuni pentru ${colleague.email}` }).click();
  await page.getByRole('menuitem', { name: 'Elimină contul' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Elimini contul ${colleague.email}?` });
  await expect(dialog).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Elimină', exact: true }).click();

  await expect(toast(page, `Contul ${colleague.email} a fost eliminat.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('eliminat');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('at 360 px the accounts are cards that do not scroll sideways, axe clean', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newStaffAccount(e2eEnv);
  const owner = await openAsOwner(page, e2eEnv);
  await expect(rowOf(page, owner.email)).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  // Nor does the table's own frame (it may scroll sideways, for wide tables): nothing to scroll.
  const table = page.getByRole('table');
  expect(
    await table.evaluate((element) => {
      const frame = element.parentElement;
      return frame ? frame.scrollWidth - frame.clientWidth : -1;
    }),
  ).toBe(0);
  const box = await rowOf(page, owner.email).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect((await axe().analyze()).violations).toEqual([]);
});

test('a staff member who is not an owner is told who may, and sees no table', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await signInOn(page, await newStaffAccount(e2eEnv), '/admin/staff');
  await expect(
    page.getByText('Doar proprietarul poate gestiona personalul.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await axe().analyze()).violations).toEqual([]);
});

test('the invitation dialog is axe clean and works with the keyboard alone', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await openAsOwner(page, e2eEnv);
  const invite = page.getByRole('button', { name: 'Invită' });
  await invite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invită un coleg' });
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
});
