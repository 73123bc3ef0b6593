/**
 * Issue #54's journeys: staff make a shipment's CMR from its row menu, a party makes the
 * condition report of its collection from their link. Each PDF is the browser's download; its
 * first page is rendered with pdfjs and must be an A4 page with something on it. The paper
 * worker (pdf-lib, the font) is fetched only when a paper is asked for.
 */
import { readFile } from 'node:fs/promises';

import type { Download, Page } from '@playwright/test';

import { serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { openEditDialog, rowMenu } from './support/admin-screen';
import { chunkFetches } from './support/chunk-fetches';
import { renderFirstPage } from './support/pdf-first-page';
import { reportedShipment } from './support/reported-shipment';
import { SettledAxeBuilder } from './support/settled-axe';
import { uniquePrefix } from './support/shipments';
import { openAsStaff } from './support/staff-session';

/** The downloaded PDF, rendered: A4 and not blank. */
async function expectPaper(page: Page, download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const first = await renderFirstPage(page, pdf);
  expect({ width: Math.round(first.width), height: Math.round(first.height) }).toEqual({
    width: 595,
    height: 842,
  });
  // Frames, labels and values: well above a stray line, well below a filled page.
  expect(first.ink).toBeGreaterThan(0.01);
  expect(first.ink).toBeLessThan(0.6);
  return first;
}

test('staff make the CMR from the shipment menu: four copies, the consignee link made for its QR', async ({
  page,
  e2eEnv,
}) => {
  test.setTimeout(120_000);
  const id = `${uniquePrefix('CMR')}-0001`;
  await reportedShipment(page, e2eEnv, id);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${id}`);
  await rowMenu(page, id).click();
  await page.getByRole('menuitem', { name: 'Scrisoare de trăsură CMR' }).click();
  const dialog = page.getByRole('dialog', { name: `Scrisoare de trăsură CMR – ${id}` });
  await expect(dialog).toBeVisible();
  const qr = dialog.getByRole('checkbox', {
    name: 'Cod QR cu linkul destinatarului (se creează acum linkul)',
  });
  await expect(qr).toBeChecked();
  expect(
    (await new SettledAxeBuilder(page).include('[role="dialog"]').analyze()).violations,
  ).toEqual([]);
  await dialog.getByRole('combobox', { name: 'A doua limbă' }).click();
  await page.getByRole('option', { name: 'Română' }).click();
  await expect(dialog.getByRole('radio', { name: /^Toate patru/ })).toBeChecked();
  expect(await chunkFetches(page, 'paper-worker')).toBe(0);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Creează PDF' }).click();
  const download = await downloading;
  await expect(dialog.getByText('PDF-ul a fost creat și descărcat.')).toBeVisible();
  expect(await chunkFetches(page, 'paper-worker')).toBe(1);
  const rendered = await expectPaper(page, download, `CMR-${id}.pdf`);
  expect(rendered.pages).toBe(4);

  // The QR code is the recipient's new link: it exists now, and the dialog says so.
  const links = await serviceClient(e2eEnv).rpc('tracking_links', { tracking_number: id });
  expect(links.error).toBeNull();
  expect(links.data).toEqual([expect.objectContaining({ party: 'recipient', state: 'active' })]);
  await expect(dialog.getByText(/^Destinatarul are deja un link valabil\./)).toBeVisible();
  await expect(qr).toHaveCount(0);
});

test('a party makes the condition report of the collection from their link, in German', async ({
  page,
  e2eEnv,
  axe,
}) => {
  test.setTimeout(120_000);
  const id = `${uniquePrefix('ZB')}-0001`;
  await reportedShipment(page, e2eEnv, id);
  const link = await serviceClient(e2eEnv)
    .rpc('create_tracking_link', { tracking_number: id, party: 'recipient' })
    .single();
  expect(link.error).toBeNull();
  await page.goto(`/de/sendungsverfolgung?id=${id}&k=${link.data!.key}`);
  const report = page.getByRole('article', { name: /^Abholung · / });
  const button = report.getByRole('button', { name: /^Zustandsbericht \(PDF\): Abholung, / });
  await expect(button).toBeEnabled();
  expect((await axe().analyze()).violations).toEqual([]);
  expect(await chunkFetches(page, 'paper-worker')).toBe(0);

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(await chunkFetches(page, 'paper-worker')).toBe(1);
  const day = new Date().toISOString().slice(0, 10);
  await expectPaper(page, download, `${id}-collection-${day}.pdf`);
  await expect(button).toBeEnabled();
  await expect(report.getByRole('alert')).toHaveCount(0);
});

test("staff make the condition report of a collection from the shipment's reports, in Romanian", async ({
  page,
  e2eEnv,
}) => {
  test.setTimeout(120_000);
  const id = `${uniquePrefix('PV')}-0001`;
  await reportedShipment(page, e2eEnv, id);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${id}`);
  const dialog = await openEditDialog(page, id);
  const item = dialog
    .getByRole('region', { name: 'Rapoarte', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Preluare · ' });
  const button = item.getByRole('button', {
    name: /^Proces-verbal de constatare \(PDF\): Preluare din /,
  });
  await expect(button).toBeEnabled();
  expect(await chunkFetches(page, 'paper-worker')).toBe(0);

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const day = new Date().toISOString().slice(0, 10);
  await expectPaper(page, download, `${id}-collection-${day}.pdf`);
  await expect(item.getByRole('alert')).toHaveCount(0);
});

test('a paper that cannot be made says so, keeps the page, and is made on the next press', async ({
  page,
  e2eEnv,
}) => {
  test.setTimeout(120_000);
  const id = `${uniquePrefix('ZF')}-0001`;
  await reportedShipment(page, e2eEnv, id);
  const link = await serviceClient(e2eEnv)
    .rpc('create_tracking_link', { tracking_number: id, party: 'shipper' })
    .single();
  expect(link.error).toBeNull();
  await page.goto(`/pl/sledzenie-przesylek?id=${id}&k=${link.data!.key}`);
  const report = page.getByRole('article', { name: /^Odbiór · / });
  const button = report.getByRole('button', { name: /\(PDF\)/ });
  await expect(button).toBeEnabled();

  // The fonts do not arrive (a dead network between the page and its host).
  await page.route('**/*.ttf', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(report.getByRole('alert')).toHaveText(
    'Nie udało się utworzyć pliku PDF. Prosimy spróbować ponownie.',
  );
  await expect(button).toBeEnabled();

  await page.unroute('**/*.ttf');
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const day = new Date().toISOString().slice(0, 10);
  await expectPaper(page, download, `${id}-collection-${day}.pdf`);
  await expect(report.getByRole('alert')).toHaveCount(0);
});
