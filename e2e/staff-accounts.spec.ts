/**
 * The owner's staff screen (issue #25, DECISIONS 21) on the production build: the list, removal
 * through its confirmation, a phone's width without sideways scrolling, the request notices and
 * how long requests are kept (issue #36), axe clean throughout.
 */
import type { Page } from '@playwright/test';

import { addStaff } from '../scripts/staff/add-staff';
import { newStaffAccount } from '../test-support/accounts';
import { anonClient, asDatabaseOwner } from '../test-support/database';
import { verifyLink, waitForMessageTo } from '../test-support/inbox';
import { expect, test } from './fixtures';
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

const noticesOf = (page: Page, email: string) =>
  page.getByRole('switch', { name: `Notificări despre cereri: ${email}` });

test('an owner switches a colleague’s request notices on and off; each survives a reload, axe clean', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const colleague = await newStaffAccount(e2eEnv);
  const owner = await openAsOwner(page, e2eEnv);
  await expect(noticesOf(page, owner.email)).toHaveAttribute('aria-checked', 'true');
  const notices = noticesOf(page, colleague.email);
  await expect(notices).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('region', { name: 'Setările cererilor' })).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);

  await notices.click();
  await expect(
    toast(
      page,
      `${colleague.email} primește de acum e-mailuri despre cererile de transport: cereri noi și răspunsuri la oferte.`,
    ),
  ).toBeVisible();
  await page.reload();
  await expect(notices).toHaveAttribute('aria-checked', 'true');

  // With the keyboard: Space on the focused switch.
  await notices.focus();
  await page.keyboard.press('Space');
  await expect(
    toast(page, `${colleague.email} nu mai primește e-mailuri despre cererile de transport.`),
  ).toBeVisible();
  await page.reload();
  await expect(notices).toHaveAttribute('aria-checked', 'false');
  expect((await axe().analyze()).violations).toEqual([]);
});

test('a staff member who is not an owner cannot switch another account’s notices, only their own', async ({
  page,
  e2eEnv,
}) => {
  const owner = {
    email: `owner-${Date.now().toString(36)}-${process.pid}@example.com`,
    password: 'e2e-account-password',
    role: 'owner' as const,
  };
  await addStaff({ url: e2eEnv.apiUrl, serviceRoleKey: e2eEnv.serviceRoleKey }, owner);
  const member = await newStaffAccount(e2eEnv);
  const ownerSession = anonClient(e2eEnv);
  const ownerSignIn = await ownerSession.auth.signInWithPassword(owner);
  if (ownerSignIn.error) throw ownerSignIn.error;
  const memberSession = anonClient(e2eEnv);
  const memberSignIn = await memberSession.auth.signInWithPassword(member);
  if (memberSignIn.error) throw memberSignIn.error;

  const other = await memberSession.rpc('set_request_notices', {
    user_id: ownerSignIn.data.user.id,
    wanted: false,
  });
  expect(other.error?.code).toBe('42501');
  const own = await memberSession.rpc('set_request_notices', {
    user_id: memberSignIn.data.user.id,
    wanted: true,
  });
  expect(own.error).toBeNull();

  // The screen offers the member no switch at all; the owner's list shows both as they are.
  await signInOn(page, member, '/admin/staff');
  await expect(
    page.getByText('Doar proprietarul poate gestiona personalul.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  const { data: accounts, error } = await ownerSession.rpc('staff_accounts');
  expect(error).toBeNull();
  const noticesByEmail = Object.fromEntries(
    (accounts ?? []).map((account) => [account.email, account.request_notices]),
  );
  expect([noticesByEmail[owner.email], noticesByEmail[member.email]]).toEqual([true, true]);
});

/** The staff audit trail of one address, oldest first, read as the database owner. */
async function staffTrail(env: E2eEnv, email: string) {
  return asDatabaseOwner(env, async (client) => {
    const { rows } = await client.query<{ action: string; actor: string }>(
      'select action, actor from audit.staff_changes where target_email = $1 order by id',
      [email],
    );
    return rows;
  });
}

test('an owner invites a colleague by e-mail: first password, signed in as staff; removal cuts the colleague off; each step audited', async ({
  page,
  browser,
  e2eEnv,
  axe,
}) => {
  const owner = await openAsOwner(page, e2eEnv);
  const email = `invited-${Date.now().toString(36)}-${process.pid}@example.com`;
  const since = new Date();
  await page.getByRole('button', { name: 'Invită' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invită un coleg' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Trimite invitația' }).click();
  await expect(toast(page, `Invitația a fost trimisă la ${email}.`)).toBeVisible();
  const row = rowOf(page, email);
  await expect(row.getByRole('cell').nth(4)).toHaveText('invitat, în așteptare');

  // The invitation, read through the mail catcher's API: Romanian, a link back to /login.
  const mail = await waitForMessageTo(e2eEnv.inboxUrl, email, { since });
  const link = verifyLink(mail);
  expect(new URL(link).searchParams.get('redirect_to')).toBe(
    `${new URL(page.url()).origin}/login?parola=invitatie`,
  );

  // The colleague, in a browser of their own: the first password, then the shipments screen.
  const colleague = await browser.newPage();
  await colleague.goto(link);
  await expect(
    colleague.getByRole('heading', { level: 1, name: 'Bun venit! Alege-ți parola' }),
  ).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  const password = 'prima mea parolă, lungă';
  await colleague.getByLabel('Parola nouă', { exact: true }).fill(password);
  await colleague.getByLabel('Repetă parola nouă').fill(password);
  await colleague.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(colleague).toHaveURL(/\/admin\/tracking$/);
  await expect(
    colleague.getByRole('heading', { level: 1, name: 'Gestionare expedieri' }),
  ).toBeVisible();

  // The owner's list shows the account active.
  await page.reload();
  await expect(row.getByRole('cell').nth(4)).toHaveText('activ');

  // Removed by the owner: the colleague's open session gets nothing on its next request.
  await row.getByRole('button', { name: `Acțiuni pentru ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Elimină contul' }).click();
  await page
    .getByRole('alertdialog', { name: `Elimini contul ${email}?` })
    .getByRole('button', { name: 'Elimină', exact: true })
    .click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('eliminat');
  await colleague.reload();
  await expect(colleague).toHaveURL(/\/login/);
  await expect(
    colleague.getByRole('heading', { level: 1, name: 'Gestionare expedieri' }),
  ).toHaveCount(0);
  await colleague.close();

  // Each step in the audit trail, with the account that did it.
  const trail = await staffTrail(e2eEnv, email);
  expect(trail.filter((entry) => entry.action !== 'grant')).toEqual([
    { action: 'invite', actor: owner.email },
    { action: 'remove', actor: owner.email },
  ]);
  expect(trail.map((entry) => entry.action)).toContain('grant');
});
