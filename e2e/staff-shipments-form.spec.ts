/**
 * The staff's add / edit shipment dialog on the production build against the run's stack:
 * required fields, coordinates and a taken number refused; add, edit and a route update as the
 * list, the history dialog and the public tracking page show them; two staff members saving the
 * same shipment; unsaved input kept; hostile text in every field; the keyboard alone; a phone's
 * width; accessibility of each state. Every test works under its own prefix (see
 * support/shipments.ts) and checks what was saved with the service_role key.
 */
import type { Locator, Page } from '@playwright/test';

import { serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { openEditDialog, rowMenu, shownNumbers, toast } from './support/admin-screen';
import { closeTabAndStay } from './support/close-question';
import { dateTimeIn, roDateTime } from './support/dates';
import { seedShipments, storedShipment, uniquePrefix } from './support/shipments';
import { openAsStaff } from './support/staff-session';

const newPrefix = () => uniquePrefix('E2F');

const deDateTime = dateTimeIn('de-DE');

const field = (dialog: Locator, label: string) =>
  dialog.getByRole('textbox', { name: label, exact: true });
const button = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name, exact: true });

async function openAddDialog(page: Page) {
  await button(page, 'Adaugă expediere').click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă expediere', exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The route entries of the history dialog, newest first. */
async function openHistory(page: Page, id: string) {
  await rowMenu(page, id).click();
  await page.getByRole('menuitem', { name: 'Vezi istoricul' }).click();
  return page
    .getByRole('dialog', { name: `Istoricul expedierii ${id}`, exact: true })
    .getByRole('listitem');
}

/** Picks a suggestion of a status combobox with the mouse. */
async function chooseStatus(page: Page, dialog: Locator, label: string, status: string) {
  const combobox = dialog.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await expect(combobox).toHaveText(status);
}

/** The newest toast with this description has exactly this title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const newest = toast(page, description).last();
  await expect(newest).toBeVisible();
  await expect(newest).toHaveText(`${title}${description}`);
}

/** The cells of a shipment's row in the list: number, goods, recipient, status, last change. */
const rowCells = (page: Page, id: string) =>
  page.locator(`tr[data-shipment=${JSON.stringify(id)}]`).getByRole('cell');

const REQUIRED = '„Nr. urmărire”, „Nume expeditor” și „Nume destinatar” sunt obligatorii.';
const ADDED = 'Expedierea a fost adăugată.';
const UPDATED = 'Expedierea a fost actualizată.';

test('add: required fields, coordinates and a taken number are refused; a valid shipment is saved with its first route entry', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = newPrefix();
  const [taken] = await seedShipments(e2eEnv, prefix, [{ transportedgoods: 'Tractor' }]);
  const takenBefore = await storedShipment(e2eEnv, taken!);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);
  await expect.poll(() => shownNumbers(page)).toEqual([taken]);

  const dialog = await openAddDialog(page);
  const trackingNumber = field(dialog, 'Nr. urmărire');
  await expect(trackingNumber).toHaveValue(/^[1-9]\d{5}$/);
  await expect(dialog.getByRole('combobox', { name: 'Status', exact: true })).toHaveText(
    'Expediere creată',
  );
  expect((await axe().analyze()).violations).toEqual([]);

  const add = button(dialog, 'Adaugă expedierea');
  await add.click();
  await expect(field(dialog, 'Nume expeditor')).toHaveAccessibleDescription(
    'Introdu numele expeditorului.',
  );
  await expect(field(dialog, 'Nume destinatar')).toHaveAccessibleDescription(
    'Introdu numele destinatarului.',
  );
  await expect(field(dialog, 'Nume expeditor')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Nume expeditor')).toBeFocused();
  await expectToast(page, 'Eroare', REQUIRED);
  // Once a save was tried the suggestion is never swapped under the user.
  const suggested = await trackingNumber.inputValue();

  const shipper = `Șerban Țăranu ${prefix}`;
  await field(dialog, 'Nume expeditor').fill(shipper);
  await field(dialog, 'Adresă expeditor').fill('Str. Lungă 1, Brașov');
  await field(dialog, 'Nume destinatar').fill('Zoë Müller');
  await field(dialog, 'Locul preluării').fill('Brașov, România');
  await field(dialog, 'Latitudine').fill('91');
  await field(dialog, 'Longitudine').fill('abc');
  await add.click();
  const latitudeMessage = 'Latitudinea trebuie să fie un număr între -90 și 90.';
  await expect(field(dialog, 'Latitudine')).toHaveAccessibleDescription(latitudeMessage);
  await expect(field(dialog, 'Longitudine')).toHaveAccessibleDescription(
    'Longitudinea trebuie să fie un număr între -180 și 180.',
  );
  await expect(field(dialog, 'Latitudine')).toBeFocused();
  await expect(field(dialog, 'Nume expeditor')).not.toHaveAttribute('aria-invalid');
  await expectToast(page, 'Eroare', `Latitudine: ${latitudeMessage}`);

  await field(dialog, 'Latitudine').fill('45,5');
  await field(dialog, 'Longitudine').fill('25,25');
  await expect(field(dialog, 'Latitudine')).not.toHaveAttribute('aria-invalid');
  await expect(field(dialog, 'Longitudine')).toHaveAccessibleDescription('');

  await trackingNumber.fill(taken!);
  await add.click();
  const duplicate = `Numărul de urmărire ${taken} există deja.`;
  await expect(dialog.getByText(duplicate, { exact: true })).toBeVisible();
  await expect(trackingNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(trackingNumber).toBeFocused();
  await expectToast(page, 'Eroare', duplicate);
  await expect(field(dialog, 'Nume expeditor')).toHaveValue(shipper);
  expect(await storedShipment(e2eEnv, taken!)).toEqual(takenBefore);

  await trackingNumber.fill(suggested);
  await add.click();
  await expectToast(page, 'Gata', ADDED);
  await expect(dialog).toBeHidden();

  const saved = await storedShipment(e2eEnv, suggested);
  expect(saved).toMatchObject({
    id: suggested,
    status: 'Expediere creată',
    shippername: shipper,
    shipperaddress: 'Str. Lungă 1, Brașov',
    recipientname: 'Zoë Müller',
    info: null,
    currentposition: { lat: 45.5, lng: 25.25 },
    // The pickup place, never the shipper's address: the number alone shows the route.
    history: [
      { status: 'Expediere creată', location: 'Brașov, România', date: expect.any(String) },
    ],
  });
  const [first] = saved!.history as Array<{ date: string }>;
  await expect
    .poll(async () => (await shownNumbers(page)).sort())
    .toEqual([taken, suggested].sort());
  await expect(rowCells(page, suggested)).toHaveText([
    suggested,
    '',
    'Zoë Müller',
    'Expediere creată',
    roDateTime(saved!.updated_at),
    '',
  ]);
  await page.getByRole('searchbox', { name: 'Caută expedieri' }).fill(suggested);
  await expect(page).toHaveURL(new RegExp(`\\?q=${suggested}$`));
  await expect.poll(() => shownNumbers(page)).toContain(suggested);
  await expect(await openHistory(page, suggested)).toHaveText([
    `Expediere creatăBrașov, România${roDateTime(first!.date)}`,
  ]);
});

test('edit: a changed field is saved and listed; the tracking number cannot be changed', async ({
  page,
  e2eEnv,
}) => {
  const prefix = newPrefix();
  const [id] = await seedShipments(e2eEnv, prefix, [
    { status: 'În tranzit', transportedgoods: 'Tractor', recipientname: 'Hans Müller' },
  ]);
  const before = await storedShipment(e2eEnv, id!);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);

  const dialog = await openEditDialog(page, id!);
  const trackingNumber = field(dialog, 'Nr. urmărire');
  await expect(trackingNumber).toHaveValue(id!);
  await expect(trackingNumber).not.toBeEditable();
  await expect(trackingNumber).toHaveAccessibleDescription(
    'Numărul de urmărire nu se poate schimba.',
  );
  await trackingNumber.focus();
  await page.keyboard.type('9');
  await expect(trackingNumber).toHaveValue(id!);

  await expect(field(dialog, 'Mărfuri transportate')).toHaveValue('Tractor');
  await field(dialog, 'Mărfuri transportate').fill('Tractor John Deere 6R');
  await button(dialog, 'Salvează modificările').click();
  await expectToast(page, 'Gata', UPDATED);
  await expect(dialog).toBeHidden();

  const saved = await storedShipment(e2eEnv, id!);
  expect(saved).toEqual({
    ...before,
    transportedgoods: 'Tractor John Deere 6R',
    updated_at: expect.any(String),
  });
  expect(saved!.updated_at).not.toBe(before!.updated_at);
  await expect(rowCells(page, id!)).toHaveText([
    id!,
    'Tractor John Deere 6R',
    'Hans Müller',
    'În tranzit',
    roDateTime(saved!.updated_at),
    '',
  ]);
});

test('load facts: measures, permit, escort and time windows are saved and shown again after a reload, at 1366 and 390 px, axe clean', async ({
  page,
  e2eEnv,
  axe,
}) => {
  // Two visits and two axe scans of the long dialog: more than one journey's 30 s.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const prefix = newPrefix();
  const [id] = await seedShipments(e2eEnv, prefix, [{ transportedgoods: 'Excavator' }]);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);

  const dialog = await openEditDialog(page, id!);
  const section = dialog.getByRole('group', { name: 'Dimensiuni și autorizații', exact: true });
  const verdict = section.getByRole('status');
  await expect(verdict).toHaveText(
    'Verdict gabaritCompletează dimensiunile sau greutatea pentru verdictul de gabarit.',
  );
  await field(section, 'Lungime (m)').fill('14,5');
  await field(section, 'Lățime (m)').fill('3,20');
  await expect(verdict).toHaveText(
    'Verdict gabaritNecesită autorizațieDepășește probabil: lungimea, lățimea.',
  );
  await field(section, 'Înălțime (m)').fill('3.1');
  await field(section, 'Greutate (kg)').fill('24.000');
  // Too wide is refused next to the field, and nothing is saved.
  await field(section, 'Lățime (m)').fill('12,5');
  await button(dialog, 'Salvează modificările').click();
  await expect(field(section, 'Lățime (m)')).toHaveAccessibleDescription(
    'De ex. 3,20 Lățimea trebuie să fie între 0 și 12 m.',
  );
  await field(section, 'Lățime (m)').fill('3,20');

  await section
    .getByRole('combobox', { name: 'Autorizație specială de transport (AST)', exact: true })
    .click();
  await page.getByRole('option', { name: 'Aprobată', exact: true }).click();
  await field(section, 'Număr autorizație').fill('AT-2026-118');
  await section.getByLabel('Autorizație valabilă până la').fill('2026-12-15');
  await section.getByRole('combobox', { name: 'Însoțire', exact: true }).click();
  await page.getByRole('option', { name: 'O mașină de însoțire', exact: true }).click();
  await section.getByLabel('Încărcare de la', { exact: true }).fill('2026-12-01T06:30');
  await section.getByLabel('Încărcare până la', { exact: true }).fill('2026-12-01T09:00');
  await section.getByLabel('Livrare de la', { exact: true }).fill('2026-12-03T14:00');
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);

  await button(dialog, 'Salvează modificările').click();
  await expectToast(page, 'Gata', UPDATED);
  await expect(dialog).toBeHidden();
  const saved = await storedShipment(e2eEnv, id!);
  expect(saved).toMatchObject({
    length_m: 14.5,
    width_m: 3.2,
    height_m: 3.1,
    weight_kg: 24000,
    permit: 'approved',
    permit_number: 'AT-2026-118',
    permit_valid_until: '2026-12-15',
    escort: 'one',
    delivery_window_to: null,
  });
  // The browser is in Europe/Berlin (UTC+1 in December).
  expect(
    [saved!.pickup_window_from, saved!.pickup_window_to, saved!.delivery_window_from].map((at) =>
      new Date(at!).toISOString(),
    ),
  ).toEqual(['2026-12-01T05:30:00.000Z', '2026-12-01T08:00:00.000Z', '2026-12-03T13:00:00.000Z']);

  // On a phone, after a reload: the same values, the section in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const again = await openEditDialog(page, id!);
  const reloaded = again.getByRole('group', { name: 'Dimensiuni și autorizații', exact: true });
  await expect(field(reloaded, 'Lungime (m)')).toHaveValue('14,5');
  await expect(field(reloaded, 'Lățime (m)')).toHaveValue('3,2');
  await expect(field(reloaded, 'Înălțime (m)')).toHaveValue('3,1');
  await expect(field(reloaded, 'Greutate (kg)')).toHaveValue('24000');
  await expect(reloaded.getByRole('status')).toHaveText(
    'Verdict gabaritNecesită autorizațieDepășește probabil: lungimea, lățimea.',
  );
  await expect(
    reloaded.getByRole('combobox', {
      name: 'Autorizație specială de transport (AST)',
      exact: true,
    }),
  ).toHaveText('Aprobată');
  await expect(field(reloaded, 'Număr autorizație')).toHaveValue('AT-2026-118');
  await expect(reloaded.getByLabel('Autorizație valabilă până la')).toHaveValue('2026-12-15');
  await expect(reloaded.getByRole('combobox', { name: 'Însoțire', exact: true })).toHaveText(
    'O mașină de însoțire',
  );
  await expect(reloaded.getByLabel('Încărcare de la', { exact: true })).toHaveValue(
    '2026-12-01T06:30',
  );
  await expect(reloaded.getByLabel('Încărcare până la', { exact: true })).toHaveValue(
    '2026-12-01T09:00',
  );
  await expect(reloaded.getByLabel('Livrare de la', { exact: true })).toHaveValue(
    '2026-12-03T14:00',
  );
  await expect(reloaded.getByLabel('Livrare până la', { exact: true })).toHaveValue('');
  const length = (await field(reloaded, 'Lungime (m)').boundingBox())!;
  const width = (await field(reloaded, 'Lățime (m)').boundingBox())!;
  expect(width.x).toBe(length.x);
  expect(width.y).toBeGreaterThan(length.y);
  expect(length.x + length.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
});

test('update route: the new entry comes first in the history dialog and on the public tracking page; a half-filled one adds nothing', async ({
  page,
  context,
  browser,
  e2eEnv,
  axe,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.208176, longitude: 16.373819 });
  const prefix = newPrefix();
  const created = '2026-11-20T08:00:00.000Z';
  const [id] = await seedShipments(e2eEnv, prefix, [
    { history: [{ status: 'Expediere creată', location: 'Iași', date: created }] },
  ]);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);

  const dialog = await openEditDialog(page, id!);
  await expect(dialog.getByRole('group', { name: 'Actualizează traseul' })).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await field(dialog, 'Locație nouă').fill('Wien Zentrallager');
  await chooseStatus(page, dialog, 'Status nou', 'În tranzit');
  await button(dialog, 'Folosește locația mea').click();
  await expect(
    dialog.getByText('Latitudinea și longitudinea au fost completate cu locația ta.'),
  ).toBeVisible();
  await expect(field(dialog, 'Latitudine')).toHaveValue('48.208176');
  await expect(field(dialog, 'Longitudine')).toHaveValue('16.373819');
  await button(dialog, 'Salvează modificările').click();
  await expectToast(page, 'Gata', UPDATED);
  await expect(dialog).toBeHidden();

  const saved = await storedShipment(e2eEnv, id!);
  expect(saved).toMatchObject({
    status: 'În tranzit',
    currentposition: { lat: 48.208176, lng: 16.373819 },
    history: [
      { status: 'Expediere creată', location: 'Iași', date: created },
      { status: 'În tranzit', location: 'Wien Zentrallager', date: expect.any(String) },
    ],
  });
  const added = (saved!.history as Array<{ date: string }>)[1]!.date;
  // The list has the saved version before its dialogs are opened from it.
  await expect(rowCells(page, id!).nth(3)).toHaveText('În tranzit');
  const history = await openHistory(page, id!);
  await expect(history).toHaveText([
    `În tranzitWien Zentrallager${roDateTime(added)}`,
    `Expediere creatăIași${roDateTime(created)}`,
  ]);
  expect(roDateTime(created)).toBe('20 nov. 2026, 09:00');
  await page.keyboard.press('Escape');
  await expect(history.first()).toBeHidden();

  // A customer, in a browser of their own, looks the number up.
  const visitor = await browser.newContext();
  const lookup = await visitor.newPage();
  await lookup.goto(`/de/sendungsverfolgung?id=${id}`);
  await expect(lookup.getByRole('heading', { name: `Sendung ${id}` })).toBeVisible();
  const route = lookup
    .locator('section')
    .filter({ has: lookup.getByRole('heading', { name: 'Routenverlauf' }) })
    .getByRole('listitem');
  await expect(route).toHaveText([
    `UnterwegsWien Zentrallager${deDateTime(added)}`,
    `Sendung erstelltIași${deDateTime(created)}`,
  ]);
  await visitor.close();

  // Only the new status, no location: the other change is saved, the route and status stay.
  const again = await openEditDialog(page, id!);
  await chooseStatus(page, again, 'Status nou', 'Livrat');
  await field(again, 'Accesorii').fill('Lanțuri de ancorare');
  await button(again, 'Salvează modificările').click();
  await expectToast(page, 'Gata', UPDATED);
  await expect(again).toBeHidden();
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({
    status: 'În tranzit',
    accessories: 'Lanțuri de ancorare',
    history: saved!.history,
  });
});

test('two staff members edit at once: the later save is refused, nothing typed or saved is lost', async ({
  page,
  browser,
  e2eEnv,
  axe,
}) => {
  const prefix = newPrefix();
  const [id] = await seedShipments(e2eEnv, prefix, [
    { recipientaddress: 'Hauptstraße 5, Wien', transportedgoods: 'Tractor' },
  ]);
  const list = `/admin/tracking?q=${prefix}`;
  await openAsStaff(page, e2eEnv, list);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await openAsStaff(colleague, e2eEnv, list);

  const mine = await openEditDialog(page, id!);
  const theirs = await openEditDialog(colleague, id!);
  await field(theirs, 'Adresă destinatar').fill('Ringstraße 1, Wien');
  await button(theirs, 'Salvează modificările').click();
  await expectToast(colleague, 'Gata', UPDATED);
  await colleagueContext.close();

  await field(mine, 'Mărfuri transportate').fill('Tractor John Deere');
  const save = button(mine, 'Salvează modificările');
  await save.click();
  const conflict = 'Expedierea a fost modificată de altcineva între timp.';
  const panel = mine.getByRole('region', { name: conflict });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('alert')).toHaveText(conflict);
  await expectToast(page, 'Eroare', `Nu s-a putut actualiza expedierea. ${conflict}`);
  await expect(
    panel.getByRole('table', { name: 'Câmpuri care diferă' }).getByRole('row'),
  ).toHaveText([
    'CâmpVersiunea salvatăValoarea ta',
    'Adresă destinatarRingstraße 1, WienHauptstraße 5, Wien',
    'Mărfuri transportateTractorTractor John Deere',
  ]);
  await expect(field(mine, 'Mărfuri transportate')).toHaveValue('Tractor John Deere');
  await expect(save).toBeDisabled();
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({
    recipientaddress: 'Ringstraße 1, Wien',
    transportedgoods: 'Tractor',
  });
  expect((await axe().analyze()).violations).toEqual([]);

  await button(panel, 'Preia versiunea salvată').click();
  await expect(panel).toBeHidden();
  await expect(field(mine, 'Adresă destinatar')).toHaveValue('Ringstraße 1, Wien');
  await expect(field(mine, 'Mărfuri transportate')).toHaveValue('Tractor John Deere');
  await expect(save).toBeFocused();
  await save.click();
  await expectToast(page, 'Gata', UPDATED);
  await expect(mine).toBeHidden();
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({
    recipientaddress: 'Ringstraße 1, Wien',
    transportedgoods: 'Tractor John Deere',
  });
});

test('closing with unsaved input asks first: keep editing keeps the text, discard closes', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${newPrefix()}`);

  // Nothing typed: Escape closes at once (the suggested number is not the user's input).
  let dialog = await openAddDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openAddDialog(page);
  await field(dialog, 'Nume expeditor').fill('Ion Popescu');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Renunți la modificări?' });
  await expect(question).toHaveAccessibleDescription(
    'Modificările pe care nu le-ai salvat se vor pierde.',
  );
  await expect(button(question, 'Continuă editarea')).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
  await button(question, 'Continuă editarea').click();
  await expect(question).toBeHidden();
  await expect(field(dialog, 'Nume expeditor')).toHaveValue('Ion Popescu');
  await expect(field(dialog, 'Nume expeditor')).toBeFocused();

  await button(dialog, 'Închide').click();
  await expect(question).toBeVisible();
  await button(question, 'Renunță la modificări').click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(button(page, 'Adaugă expediere')).toBeFocused();

  dialog = await openAddDialog(page);
  await expect(field(dialog, 'Nume expeditor')).toHaveValue('');
});

test("leaving the screen with unsaved input asks first: the browser's Back and closing the tab", async ({
  page,
  e2eEnv,
}) => {
  const prefix = newPrefix();
  await seedShipments(e2eEnv, prefix, [{ status: 'În tranzit' }]);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);
  // A filter is a step of its own in the history: Back stays on this screen.
  await page
    .getByRole('group', { name: 'Filtrează după status' })
    .getByRole('button', { name: 'În tranzit (1)' })
    .click();
  const filtered = page.url();
  expect(filtered).not.toMatch(new RegExp(`\\?q=${prefix}$`));
  const dialog = await openAddDialog(page);
  await field(dialog, 'Nume expeditor').fill('Ion Popescu');
  const question = page.getByRole('alertdialog', { name: 'Renunți la modificări?' });

  // Back: a navigation in the app waits for the answer.
  await page.goBack();
  await expect(question).toBeVisible();
  await button(question, 'Continuă editarea').click();
  await expect(question).toBeHidden();
  expect(page.url()).toBe(filtered);
  await expect(field(dialog, 'Nume expeditor')).toHaveValue('Ion Popescu');

  // Closing the browser tab: the browser's own question, which keeps the page when dismissed.
  await closeTabAndStay(page);

  // Back again, and this time the input is let go: the list as it was, the dialog closed.
  await page.goBack();
  await button(question, 'Renunță la modificări').click();
  await expect(page).toHaveURL(new RegExp(`/admin/tracking\\?q=${prefix}$`));
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
});

test('hostile text in every field is saved and shown as text; too long is refused with its limit', async ({
  page,
  e2eEnv,
  consoleErrors,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const prefix = newPrefix();
  const hostile = `<img src=x onerror=alert(1)> 🚚📦 شركة النقل '); drop table shipments; --`;
  const values = {
    'Informații pentru client': `${hostile} (info)`,
    'Nume expeditor': `${prefix} ${hostile}`,
    'Adresă expeditor': `${hostile} (adresă)`,
    'Nume destinatar': `${hostile} (destinatar)`,
    'Adresă destinatar': `${hostile} (livrare)`,
    'Mărfuri transportate': `${hostile} (marfă)`,
    Accesorii: `${hostile} (accesorii)`,
    'Preț de achiziție': `${hostile} (preț)`,
    'Costuri de transport': `${hostile} (transport)`,
    'Servicii suplimentare': `${hostile} (servicii)`,
    'Sumă totală': `${hostile} (total)`,
    'Metodă de plată': `${hostile} (plată)`,
  };
  const pickup = `${hostile} (preluare)`;
  const id = `${prefix}'--<b>🚚`;
  // Its own status: one an earlier run left behind is offered as it is, not as a new one.
  const status = `<b>${hostile}</b> ${prefix}`;
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);

  const dialog = await openAddDialog(page);
  await field(dialog, 'Nr. urmărire').fill(id);
  await dialog.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('combobox', { name: 'Caută sau scrie un status' }).fill(status);
  await page.getByRole('option', { name: `Folosește „${status}”`, exact: true }).click();
  for (const [label, value] of Object.entries(values)) await field(dialog, label).fill(value);
  await field(dialog, 'Locul preluării').fill(pickup);

  // Over the limits: refused in the form, with the limit and the length.
  await field(dialog, 'Informații pentru client').fill('x'.repeat(10_000));
  await field(dialog, 'Nume expeditor').fill('Ș'.repeat(201));
  await button(dialog, 'Adaugă expedierea').click();
  await expect(field(dialog, 'Informații pentru client')).toHaveAccessibleDescription(
    'Clientul vede acest mesaj pe pagina de urmărire. Cel mult 2.000 de caractere (acum 10.000).',
  );
  await expect(field(dialog, 'Nume expeditor')).toHaveAccessibleDescription(
    'Cel mult 200 de caractere (acum 201).',
  );
  await expectToast(
    page,
    'Eroare',
    'Informații pentru client: Cel mult 2.000 de caractere (acum 10.000).',
  );
  expect(await storedShipment(e2eEnv, id)).toBeNull();

  await field(dialog, 'Informații pentru client').fill(values['Informații pentru client']);
  await field(dialog, 'Nume expeditor').fill(values['Nume expeditor']);
  await button(dialog, 'Adaugă expedierea').click();
  await expectToast(page, 'Gata', ADDED);
  await expect(dialog).toBeHidden();

  expect(await storedShipment(e2eEnv, id)).toMatchObject({
    id,
    status,
    info: values['Informații pentru client'],
    shippername: values['Nume expeditor'],
    shipperaddress: values['Adresă expeditor'],
    recipientname: values['Nume destinatar'],
    recipientaddress: values['Adresă destinatar'],
    transportedgoods: values['Mărfuri transportate'],
    accessories: values.Accesorii,
    purchaseprice: values['Preț de achiziție'],
    shippingcosts: values['Costuri de transport'],
    additionalservices: values['Servicii suplimentare'],
    totalamount: values['Sumă totală'],
    paymentmethod: values['Metodă de plată'],
    history: [{ status, location: pickup }],
  });

  await expect(rowCells(page, id).nth(2)).toHaveText(values['Nume destinatar']);
  const edit = await openEditDialog(page, id);
  await expect(edit.getByRole('combobox', { name: 'Status', exact: true })).toHaveText(status);
  for (const [label, value] of Object.entries(values)) {
    await expect(field(edit, label)).toHaveValue(value);
  }
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  const [first] = (await storedShipment(e2eEnv, id))!.history as Array<{ date: string }>;
  await expect(await openHistory(page, id)).toHaveText([
    `${status}${pickup}${roDateTime(first!.date)}`,
  ]);

  await expect(page.locator('img[src="x"], table b, [role="dialog"] b')).toHaveCount(0);
  expect(alerts).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the keyboard alone: open, fill the required fields, pick a status with the arrows, save', async ({
  page,
  e2eEnv,
}) => {
  const prefix = newPrefix();
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);
  const openButton = button(page, 'Adaugă expediere');

  /**
   * Tab until `target` has the focus (a bounded number of stops: each date-and-time field of
   * the load section is five of them in Chromium, day to minute).
   */
  async function tabTo(target: Locator) {
    for (let stop = 0; stop < 100; stop += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  await tabTo(openButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adaugă expediere', exact: true });
  const trackingNumber = field(dialog, 'Nr. urmărire');
  await expect(trackingNumber).toBeFocused();

  const status = dialog.getByRole('combobox', { name: 'Status', exact: true });
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Expediere creată' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'În tranzit' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(status).toBeFocused();
  await expect(status).toHaveText('În tranzit');

  await tabTo(field(dialog, 'Nume expeditor'));
  await page.keyboard.type(`Ana Tastatură ${prefix}`);
  await tabTo(field(dialog, 'Nume destinatar'));
  await page.keyboard.type('Jan Kowalski');
  const id = await trackingNumber.inputValue();
  await tabTo(button(dialog, 'Adaugă expedierea'));
  await page.keyboard.press('Enter');

  await expectToast(page, 'Gata', ADDED);
  await expect(dialog).toBeHidden();
  await expect(openButton).toBeFocused();
  await expect.poll(() => shownNumbers(page)).toEqual([id]);
  expect(await storedShipment(e2eEnv, id)).toMatchObject({
    status: 'În tranzit',
    shippername: `Ana Tastatură ${prefix}`,
    recipientname: 'Jan Kowalski',
    // No pickup place: the first entry is at the depot.
    history: [{ status: 'În tranzit', location: 'Depozit' }],
  });
});

test('at 360 px the dialog fits the screen: every field in view when reached, Save always in reach', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const prefix = newPrefix();
  const [id] = await seedShipments(e2eEnv, prefix, [{}]);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);

  /** Each text field, scrolled to, is wholly on the screen, and so is the dialog's Save. */
  async function expectUsable(dialog: Locator, save: Locator) {
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expect(save).toBeInViewport({ ratio: 1 });
    for (const textbox of await dialog.getByRole('textbox').all()) {
      await textbox.scrollIntoViewIfNeeded();
      await expect(textbox).toBeInViewport({ ratio: 1 });
      await expect(save).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }

  const add = await openAddDialog(page);
  await expectUsable(add, button(add, 'Adaugă expedierea'));
  await field(add, 'Nume expeditor').fill(`Expeditor ${prefix}`);
  await field(add, 'Nume destinatar').fill('Ana');
  await button(add, 'Adaugă expedierea').click();
  await expectToast(page, 'Gata', ADDED);
  await expect(add).toBeHidden();

  const edit = await openEditDialog(page, id!);
  await expectUsable(edit, button(edit, 'Salvează modificările'));
  expect((await axe().analyze()).violations).toEqual([]);
});

test('the road (issue #52): a report typed for a driver who phoned is stored once and listed, axe clean', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = newPrefix();
  const [id] = await seedShipments(e2eEnv, prefix, [{ status: 'Expediere creată' }]);
  await openAsStaff(page, e2eEnv, `/admin/tracking?q=${prefix}`);
  const dialog = await openEditDialog(page, id!);
  const reports = dialog.getByRole('region', { name: 'Rapoarte', exact: true });
  await expect(reports.getByText('Niciun raport încă.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Șofer și vehicul' })).toBeVisible();

  await button(reports, 'Adaugă raport').click();
  const add = page.getByRole('dialog', { name: 'Raport pentru un șofer care a sunat' });
  await add.getByRole('textbox', { name: /^Loc/ }).fill('Linz, AT');
  await add.getByRole('textbox', { name: 'Numele expeditorului', exact: true }).fill('Ion Popescu');
  await add.getByRole('combobox', { name: 'Deteriorări vizibile', exact: true }).click();
  await page.getByRole('option', { name: 'Nicio deteriorare vizibilă', exact: true }).click();
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
  await button(add, 'Salvează raportul').click();
  await expect(add).toBeHidden();
  await expectToast(page, 'Gata', 'Raportul a fost salvat.');

  const item = reports.getByRole('listitem').filter({ hasText: 'Preluare · ' });
  await expect(item).toContainText('Introdus de birou după apelul șoferului');
  await expect(item).toContainText('LocLinz, AT');
  await expect(item).toContainText('Deteriorări vizibileNicio deteriorare vizibilă');
  expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
  const { data, error } = await serviceClient(e2eEnv)
    .from('shipment_reports')
    .select('kind, place, name, damage, phoned, author_role')
    .eq('shipment_id', id!);
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      kind: 'collection',
      place: 'Linz, AT',
      name: 'Ion Popescu',
      damage: { state: 'none' },
      phoned: true,
      author_role: 'staff',
    },
  ]);
  expect(await storedShipment(e2eEnv, id!)).toMatchObject({ status: 'În tranzit' });
});
