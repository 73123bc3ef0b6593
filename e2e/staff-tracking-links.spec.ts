/**
 * Staff send a party link (DECISIONS 18, issue #14): production build, real stack. The link
 * the dialog shows is the one its QR code holds, a visitor with it sees the names and prices,
 * the number alone and the revoked link do not, and the audit trail records both actions.
 * Each test makes its own shipment, so parallel workers never meet the seeded 482913 link.
 */
import { readFile } from 'node:fs/promises';

import type { Browser, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { SEED_STAFF_EMAIL } from '../dev-support/demo-seed';
import { expect, test } from './fixtures';
import { rowMenu, toast } from './support/admin-screen';
import { seedShipments, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';
import { forgetTrackingMisses } from './support/tracking-throttle';

test.beforeEach(async ({ e2eEnv }) => {
  await forgetTrackingMisses(e2eEnv.superuserDbUrl);
});

/** What an image on the page encodes, read from a screenshot of it. */
async function decodeQr(image: ReturnType<Page['getByRole']>): Promise<string | undefined> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** A visitor's own browser (no staff session, no cookies) on `url`, once the result is shown. */
async function visit(browser: Browser, url: string, trackingNumber: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: `Shipment ${trackingNumber}` })).toBeVisible();
  return { page, close: () => context.close() };
}

test('a recipient link: shown once with its QR code, opens the details, revoked it shows none', async ({
  page,
  context,
  browser,
  e2eEnv,
  axe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const prefix = uniquePrefix('E2K');
  const recipient = `Ferme Dubois ${prefix}`;
  const total = '48.700,00 EUR';
  const [id] = await seedShipments(e2eEnv, prefix, [
    { recipientname: recipient, totalamount: total },
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  const origin = new URL(page.url()).origin;

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Link destinatar' }).click();
  const dialog = page.getByRole('dialog', { name: `Link destinatar pentru ${id}` });
  const address = dialog.getByRole('textbox', { name: 'Linkul de urmărire' });
  await expect(address).toHaveValue(
    new RegExp(`^${origin}/en/tracking\\?id=${id}&k=[A-Za-z0-9_-]{32}$`),
  );
  const link = await address.inputValue();
  await expect(toast(page, 'Linkul pentru destinatar a fost creat și copiat.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const qr = dialog.getByRole('img', {
    name: `Cod QR al linkului de urmărire pentru destinatar, expedierea ${id}`,
  });
  await expect(qr).toBeVisible();
  expect(await decodeQr(qr)).toBe(link);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descarcă QR (SVG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`urmarire-${id}-destinatar.svg`);
  expect(await readFile(await file.path(), 'utf8')).toMatch(/^<svg xmlns=.*<\/svg>$/);
  expect((await axe().analyze()).violations).toEqual([]);

  const withKey = await visit(browser, link, id!);
  await expect(withKey.page.getByText(recipient)).toBeVisible();
  await expect(withKey.page.getByText(total)).toBeVisible();
  await withKey.close();

  const numberOnly = await visit(browser, `${origin}/en/tracking?id=${id}`, id!);
  await expect(
    numberOnly.page.getByRole('note', { name: 'Full details through your personal link' }),
  ).toBeVisible();
  await expect(numberOnly.page.getByText(recipient)).toHaveCount(0);
  await expect(numberOnly.page.getByText(total)).toHaveCount(0);
  await numberOnly.close();

  await dialog.getByRole('button', { name: 'Închide' }).click();
  await expect(dialog).toBeHidden();
  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Revocă linkurile' }).click();
  const question = page.getByRole('alertdialog', { name: `Revoci linkurile expedierii ${id}?` });
  await question.getByRole('button', { name: 'Revocă linkurile' }).click();
  await expect(question).toBeHidden();
  await expect(toast(page, 'A fost revocat 1 link.')).toBeVisible();

  const revoked = await visit(browser, link, id!);
  await expect(revoked.page.getByRole('note', { name: 'This link is not valid' })).toBeVisible();
  await expect(revoked.page.getByText(recipient)).toHaveCount(0);
  await expect(revoked.page.getByText(total)).toHaveCount(0);
  await revoked.close();

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  const history = page.getByRole('dialog', { name: `Istoricul expedierii ${id}` });
  await history.getByRole('tab', { name: 'Modificări' }).click();
  const records = history.locator('ol > li');
  await expect(records).toHaveText([
    new RegExp(` · link pentru destinatar revocat de ${SEED_STAFF_EMAIL}$`),
    new RegExp(` · link pentru destinatar creat de ${SEED_STAFF_EMAIL}$`),
    / · adăugată de service_role$/,
  ]);
  expect((await axe().analyze()).violations).toEqual([]);
});

test('the edit dialog lists the links with their state, and passes axe', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2K');
  const [id] = await seedShipments(e2eEnv, prefix, [{}]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Editează / actualizează traseul' }).click();
  const edit = page.getByRole('dialog', { name: `Editează expedierea ${id}` });
  const panel = edit.getByRole('region', { name: 'Linkuri de urmărire' });
  await expect(
    panel.getByText('Nu există încă niciun link pentru această expediere.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Revocă linkurile' })).toBeDisabled();

  await panel.getByRole('button', { name: 'Link expeditor' }).click();
  const linkDialog = page.getByRole('dialog', { name: `Link expeditor pentru ${id}` });
  await expect(linkDialog.getByRole('textbox', { name: 'Linkul de urmărire' })).toHaveValue(
    /&k=[A-Za-z0-9_-]{32}$/,
  );
  await linkDialog.getByRole('button', { name: 'Închide' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Link expeditor' })).toBeFocused();

  const table = panel.getByRole('table', {
    name: `Linkurile expedierii ${id}, cele mai noi primele`,
  });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Expeditor',
    'activ',
    new RegExp(`de ${SEED_STAFF_EMAIL}$`),
    'niciodată',
    '60 de zile după livrareSchimbă expirarea',
  ]);
  await panel.scrollIntoViewIfNeeded();
  expect((await axe().analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: /^Schimbă expirarea linkului pentru expeditor/ }).click();
  const expiry = page.getByRole('dialog', { name: 'Expirarea linkului pentru expeditor' });
  await expect(expiry.getByLabel('Ultima zi în care funcționează linkul')).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
});
