/**
 * The staff's shipment list on the production build against the run's stack: the list in the
 * URL, the CSV export, delete and undo as the public lookup sees them, the row menu by keyboard,
 * a phone's width, accessibility of the list and its dialogs, and hostile stored text. Every
 * test makes its own shipments under a unique prefix and searches for it, so parallel workers
 * and other specs never see each other's rows.
 */
import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';

import { expect, test } from './fixtures';
import { rowMenu, shownNumbers, toast } from './support/admin-screen';
import { seedShipments, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';

test('search, status filter and page live in the URL: reload and back show the same list', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2L');
  const ids = await seedShipments(
    e2eEnv,
    prefix,
    Array.from({ length: 30 }, (_, index) => ({
      status: index % 10 === 0 ? 'Probleme' : 'În tranzit',
    })),
  );
  const newestFirst = [...ids].reverse();
  await signInAsStaff(page, e2eEnv);
  await page.goto('/admin/tracking');

  await page.getByRole('searchbox', { name: 'Caută expedieri' }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`/admin/tracking\\?q=${prefix}$`));
  await expect(page.getByText('1–25 din 30')).toBeVisible();
  await page.getByRole('button', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${prefix}&page=2$`));
  await expect(page.getByText('26–30 din 30')).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual(newestFirst.slice(25));
  expect((await axe().analyze()).violations).toEqual([]);

  await page.reload();
  await expect(page.getByText('26–30 din 30')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Caută expedieri' })).toHaveValue(prefix);
  await expect.poll(() => shownNumbers(page)).toEqual(newestFirst.slice(25));

  const filter = page.getByRole('group', { name: 'Filtrează după status' });
  await expect(filter.getByRole('button')).toHaveText([
    'Toate (30)',
    'Expediere creată (0)',
    'În tranzit (27)',
    'Livrat (0)',
    'Probleme (3)',
  ]);
  await filter.getByRole('button', { name: 'Probleme (3)' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${prefix}&status=Probleme$`));
  await expect(page.getByText('1–3 din 3')).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual([ids[20], ids[10], ids[0]]);

  await page.reload();
  await expect(filter.getByRole('button', { name: 'Probleme (3)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => shownNumbers(page)).toEqual([ids[20], ids[10], ids[0]]);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${prefix}&page=2$`));
  await expect(page.getByText('26–30 din 30')).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual(newestFirst.slice(25));
});

test('CSV export: the whole filtered list, all pages, UTF-8 with BOM, readable columns', async ({
  page,
  e2eEnv,
}) => {
  const prefix = uniquePrefix('E2L');
  // More than PostgREST's 1000 rows a request: the export must page through them.
  const ids = await seedShipments(e2eEnv, prefix, [
    ...Array.from({ length: 1002 }, () => ({ status: 'Livrat' })),
    {
      status: 'În tranzit',
      shippername: `Șerban Țurcanu ${prefix}`,
      recipientname: 'Spedition Müller, "Nord"',
      history: [
        { status: 'Expediere creată', location: 'Iași', date: '2026-11-23T08:00:00.000Z' },
        { status: 'În tranzit', location: 'Wien', date: '2026-11-23T09:00:00.000Z' },
      ],
      currentposition: { lat: 48.2082, lng: 16.3738 },
    },
    { status: 'Probleme', recipientname: '=HYPERLINK("http://x")' },
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}&sort=updated_at.asc`);
  await expect(page.getByText('1–25 din 1.004')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportă CSV' }).click(),
  ]);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`expedieri-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  const parsed = Papa.parse<Record<string, string>>(bytes.toString('utf8').slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([
    'Nr. urmărire',
    'Status',
    'Nume expeditor',
    'Adresă expeditor',
    'Nume destinatar',
    'Adresă destinatar',
    'Mărfuri transportate',
    'Accesorii',
    'Informații pentru client',
    'Preț de achiziție',
    'Costuri de transport',
    'Servicii suplimentare',
    'Sumă totală',
    'Metodă de plată',
    'Istoric traseu',
    'Poziție curentă',
    'E-mail expeditor',
    'Limba expeditorului',
    'Actualizări pe e-mail către expeditor',
    'E-mail destinatar',
    'Limba destinatarului',
    'Actualizări pe e-mail către destinatar',
    'Livrare estimată de la',
    'Livrare estimată până la',
    // The heavy-load facts (issue #37) and the request a shipment was made from.
    'Lungime (m)',
    'Lățime (m)',
    'Înălțime (m)',
    'Greutate (kg)',
    'Autorizație specială de transport (AST)',
    'Număr autorizație',
    'Autorizație valabilă până la',
    'Însoțire',
    'Încărcare de la',
    'Încărcare până la',
    'Livrare de la',
    'Livrare până la',
    // The road (issue #52): phones, notes for the driver, the driver, vehicle, delivery time.
    'Telefon expeditor',
    'Telefon destinatar',
    'Note pentru șofer',
    'Șofer (ID cont)',
    'Nr. de înmatriculare',
    'Livrată la',
    'Cerere de transport',
    'Adăugată la',
    'Ultima modificare',
  ]);
  const rows = parsed.data;
  // Every row once, in the screen's order: one insert gave them the same last change, so
  // the newest first among equals, across both 1000-row chunks.
  expect(rows.map((row) => row['Nr. urmărire'])).toEqual([...ids].reverse());
  expect(rows[0]?.['Nume destinatar']).toBe('\'=HYPERLINK("http://x")');
  expect(rows[1]).toMatchObject({
    'Nr. urmărire': ids[1002],
    Status: 'În tranzit',
    'Nume expeditor': `Șerban Țurcanu ${prefix}`,
    'Nume destinatar': 'Spedition Müller, "Nord"',
    'Istoric traseu':
      '2026-11-23 09:00 · Expediere creată · Iași | 2026-11-23 10:00 · În tranzit · Wien',
    'Poziție curentă': '48.2082, 16.3738',
    'E-mail destinatar': '',
    'Limba destinatarului': 'en',
    'Actualizări pe e-mail către destinatar': '0',
    // 2026-11-01 08:00 UTC + 1002 minutes, in the browser's time zone (Europe/Berlin).
    'Adăugată la': '2026-11-02 01:42',
  });
});

test('delete asks first, the shipment leaves the list and the public lookup, and undo brings it back', async ({
  page,
  browser,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2L');
  const [id, other] = await seedShipments(e2eEnv, prefix, [
    {
      status: 'În tranzit',
      history: [{ status: 'În tranzit', location: 'Wien', date: '2026-11-23T10:00:00.000Z' }],
    },
    {},
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  await expect.poll(() => shownNumbers(page)).toEqual([other, id]);

  await rowMenu(page, id!).click();
  await page.getByRole('menuitem', { name: 'Șterge' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
  await expect(dialog).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Șterge' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Expedierea a fost ștearsă.')).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual([other]);

  // A customer, in a browser of their own, looks the number up.
  const visitor = await browser.newContext();
  const lookup = await visitor.newPage();
  await lookup.goto(`/de/sendungsverfolgung?id=${id}`);
  await expect(lookup.getByTestId('tracking-error')).toHaveText(
    `Keine Sendung mit der Nummer ${id} gefunden`,
  );

  await toast(page, 'Expedierea a fost ștearsă.').getByRole('button', { name: 'Anulează' }).click();
  await expect(toast(page, `Expedierea ${id} a fost restaurată.`)).toBeVisible();
  await expect.poll(() => shownNumbers(page)).toEqual([other, id]);

  await lookup.reload();
  await expect(lookup.getByRole('heading', { name: `Sendung ${id}` })).toBeVisible();
  await expect(lookup.getByText('Wien')).toBeVisible();
  await visitor.close();
});

test('the row menu and the history dialog work with the keyboard alone', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2L');
  const [id] = await seedShipments(e2eEnv, prefix, [
    {
      status: 'În tranzit',
      history: [
        { status: 'Expediere creată', location: 'Iași', date: '2026-11-22T08:00:00.000Z' },
        { status: 'În tranzit', location: 'Wien', date: '2026-11-23T09:00:00.000Z' },
      ],
    },
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  const trigger = rowMenu(page, id!);
  await expect(trigger).toBeVisible();

  for (let stop = 0; stop < 40; stop += 1) {
    if (await trigger.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Acțiuni pentru expedierea ${id}` });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Editează / actualizează traseul',
    'Vezi istoricul',
    'Copiază linkul de urmărire',
    'Link expeditor',
    'Link destinatar',
    'Revocă linkurile',
    'Scrisoare de trăsură CMR',
    'Șterge',
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Vezi istoricul' })).toBeFocused();
  await page.keyboard.press('Enter');

  const history = page.getByRole('dialog', { name: `Istoricul expedierii ${id}` });
  await expect(history.getByRole('listitem')).toHaveText([
    /^În tranzitWien/,
    /^Expediere creatăIași/,
  ]);
  expect((await axe().analyze()).violations).toEqual([]);
  await expect(history.getByRole('tab', { name: 'Istoric' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(history.getByRole('tab', { name: 'Modificări' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(history.getByText(/adăugată de service_role/)).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(trigger).toBeFocused();

  // Delete, then change one's mind: nothing is deleted.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Șterge' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Ștergi expedierea ${id}?` });
  await expect(confirm.getByRole('button', { name: 'Renunță' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect.poll(() => shownNumbers(page)).toEqual([id]);
});

test('at 360 px the list stays usable: no page overflow, the row menu in view and working', async ({
  page,
  context,
  e2eEnv,
  axe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 800 });
  const prefix = uniquePrefix('E2L');
  const [id] = await seedShipments(e2eEnv, prefix, [
    { transportedgoods: 'Excavator Caterpillar 320 (23 t) cu cupă și ciocan hidraulic' },
  ]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);

  const trigger = rowMenu(page, id!);
  await expect(trigger).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await axe().analyze()).violations).toEqual([]);

  await trigger.click();
  await page.getByRole('menuitem', { name: 'Copiază linkul de urmărire' }).click();
  await expect(toast(page, `Linkul de urmărire pentru ${id} a fost copiat.`)).toBeVisible();
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/de/sendungsverfolgung?id=${id}`,
  );
});

test('hostile stored text is shown as text and does not break the layout', async ({
  page,
  e2eEnv,
}) => {
  const prefix = uniquePrefix('E2L');
  const html = '<img src=x onerror=alert(1)>';
  const long = 'Ș'.repeat(1000);
  const [first] = await seedShipments(e2eEnv, prefix, [
    {
      recipientname: html,
      transportedgoods: long,
      status: "'; DROP TABLE shipments; --",
      history: [{ status: '<b>Probleme</b>', location: html, date: '2026-11-23T10:00:00.000Z' }],
    },
    { recipientname: 'شركة النقل 🚚 חברת הובלה', transportedgoods: '🚚🚛🚜 \u202ereversed' },
  ]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);

  const table = page.getByRole('table');
  await expect(table.getByText(html, { exact: true })).toBeVisible();
  await expect(table.getByText(long)).toHaveAttribute('title', long);
  await expect(table.getByText("'; DROP TABLE shipments; --")).toBeVisible();
  await expect(table.getByText('شركة النقل 🚚 חברת הובלה')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

  await rowMenu(page, first!).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByText(html, { exact: true })).toBeVisible();
  await expect(history.getByText('<b>Probleme</b>')).toBeVisible();
  await expect(page.locator('img[src="x"], [role="dialog"] b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
