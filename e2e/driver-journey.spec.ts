/**
 * Issue #52's journey, on a phone (Chromium at 390 px, geolocation granted): a driver opens
 * today's shipment, records a collection with 4 photos and a signature while offline, reloads,
 * goes online; exactly one report with 4 photos arrives, the number alone shows nothing of it,
 * a party's link and staff do. axe checks every driver screen on the way.
 */
import { newDriverAccount } from '../test-support/accounts';
import { anonClient, serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { openEditDialog } from './support/admin-screen';
import {
  cameraPhotos,
  drawSignature,
  outboxState,
  waitForDriverWorker,
} from './support/driver-screens';
import { assignedShipment } from './support/driver-shipments';
import { SettledAxeBuilder } from './support/settled-axe';
import { uniquePrefix } from './support/shipments';
import { openAsStaff, signInAs } from './support/staff-session';

const LOGIN = {
  email: 'Nume de utilizator (e-mail de serviciu)',
  password: 'Parolă',
  submit: 'Autentificare',
} as const;
const MUNICH = { latitude: 48.1372, longitude: 11.5756 };

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  permissions: ['geolocation'],
  geolocation: MUNICH,
});

test('a collection recorded offline arrives once, with its 4 photos and signature', async ({
  page,
  context,
  browser,
  e2eEnv,
  axe,
}) => {
  test.setTimeout(120_000);
  const driver = await newDriverAccount(e2eEnv);
  const id = `${uniquePrefix('DRV')}-0001`;
  await assignedShipment(e2eEnv, driver.userId, id);
  await signInAs(page, e2eEnv, driver);

  await page.goto('/driver/');
  await expect(page.getByRole('heading', { level: 1, name: 'Azi' })).toBeFocused();
  await waitForDriverWorker(page);
  await expect(outboxState(page)).toHaveText('Toate trimise');
  expect((await axe().analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: new RegExp(`Preluare\\s*${id}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Transport ${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sună: Bau GmbH Kempten/ })).toHaveAttribute(
    'href',
    'tel:+498315550101',
  );
  await expect(page.getByText('Poarta 3, sunați cu 30 de minute înainte.')).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Preluare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Preluare – ${id}` })).toBeFocused();
  await context.setOffline(true);
  await expect(page.getByText(/^Poziție: 48,1372/)).toBeVisible();
  await page.getByRole('radio', { name: 'Fără daune' }).check();
  await page.getByLabel('Fă sau alege fotografii').setInputFiles(await cameraPhotos(page, 4));
  await expect(page.getByText('4 fotografii', { exact: true })).toBeVisible();
  await page.getByLabel('Documente predate').fill('CMR, manual de utilizare');
  await page.getByRole('checkbox', { name: 'Cheile au fost predate' }).check();
  await page.getByLabel('Locul (opțional)').fill('Kempten, Baustelle Nord');
  await page.getByLabel('Numele expeditorului').fill('Hans Bauer');
  await drawSignature(page);
  expect((await axe().analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Salvează raportul' }).click();
  await expect(
    page.getByText('Raport salvat pe telefon. Pleacă singur când există semnal.'),
  ).toBeFocused();
  await expect(outboxState(page)).toHaveText('1 în așteptare');

  // Still offline: the worker serves the app, the outbox kept the report, and the list is the
  // copy kept on the phone.
  await page.reload();
  await expect(outboxState(page)).toHaveText('1 în așteptare');
  await page.getByRole('link', { name: 'Înapoi la transport' }).click();
  await expect(page.getByText(/^Fără semnal: lista salvată pe telefon la /)).toBeVisible();
  await expect(page.getByText('Excavator Liebherr A 918')).toBeVisible();
  await context.setOffline(false);
  await expect(outboxState(page)).toHaveText('Toate trimise', { timeout: 30_000 });
  // Back in signal, the app leaves its offline mode by itself (within RECHECK_MS).
  await expect(page.getByText(/^Fără semnal/)).toHaveCount(0, { timeout: 30_000 });

  const service = serviceClient(e2eEnv);
  const reports = await service
    .from('shipment_reports')
    .select('kind, photos, signature, name, position, handed_over')
    .eq('shipment_id', id);
  expect(reports.error).toBeNull();
  expect(reports.data).toHaveLength(1);
  const [report] = reports.data ?? [];
  expect(report?.kind).toBe('collection');
  expect(report?.photos).toHaveLength(4);
  expect(report?.signature).toMatch(new RegExp(`^${id}/reports/[\\w-]+/signature\\.png$`));
  expect(report?.name).toBe('Hans Bauer');
  expect(report?.handed_over).toEqual({ documents: 'CMR, manual de utilizare', keys: true });

  // The number alone shows nothing of it, neither in the lookup's answer nor on the page.
  const alone = await anonClient(e2eEnv).rpc('track_shipment', { tracking_number: id });
  expect(alone.error).toBeNull();
  expect(alone.data).toEqual([expect.objectContaining({ access: 'number_only', reports: null })]);
  const proof = page.getByRole('heading', { name: 'Nachweis von Abholung und Zustellung' });
  await page.goto(`/de/sendungsverfolgung?id=${id}`);
  await expect(page.getByRole('heading', { name: `Sendung ${id}` })).toBeFocused();
  await expect(proof).toHaveCount(0);
  await expect(page.getByText('Hans Bauer')).toHaveCount(0);
  expect((await axe().analyze()).violations).toEqual([]);

  // A party's link shows it in German: place, name, the 4 photos and the signature drawn.
  const link = await service
    .rpc('create_tracking_link', { tracking_number: id, party: 'recipient' })
    .single();
  expect(link.error).toBeNull();
  await page.goto(`/de/sendungsverfolgung?id=${id}&k=${link.data!.key}`);
  await expect(proof).toBeVisible();
  const shown = page.getByRole('article', {
    name: /^Abholung · \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
  });
  const field = (label: string) =>
    shown.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(field('Ort')).toHaveText('Kempten, Baustelle Nord');
  await expect(field('Übergeben von')).toHaveText('Hans Bauer');
  await expect(field('Übergebene Dokumente')).toHaveText('CMR, manual de utilizare');
  const drawn = [
    shown.getByRole('img', { name: 'Unterschrift von Hans Bauer' }),
    ...[1, 2, 3, 4].map((n) =>
      shown.getByRole('button', { name: `Foto ${n} von 4 vergrößern` }).locator('img'),
    ),
  ];
  for (const image of drawn) {
    // Lazy images load once on the screen; a decoded one has a width.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  expect((await axe().analyze()).violations).toEqual([]);

  // Staff see it in the shipment's reports, sent by this driver, with its 4 photos.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await openAsStaff(desk, e2eEnv, `/admin/tracking?q=${id}`);
  const dialog = await openEditDialog(desk, id);
  const item = dialog
    .getByRole('region', { name: 'Rapoarte', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Preluare · ' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Trimis de șoferul ${driver.email}`);
  await expect(item).toContainText('LocKempten, Baustelle Nord');
  await expect(item.getByRole('img', { name: 'Semnătura: Hans Bauer' })).toBeVisible();
  await expect(item.getByRole('img', { name: /^Fotografia \d din 4$/ })).toHaveCount(4);
  expect(
    (await new SettledAxeBuilder(desk).include('[role="dialog"]').analyze()).violations,
  ).toEqual([]);
  await office.close();
});

test('a driver signs in on /login into the app; Poziție and Predare pass axe; the staff area sends a driver back', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const driver = await newDriverAccount(e2eEnv);
  const id = `${uniquePrefix('DRV')}-0001`;
  await assignedShipment(e2eEnv, driver.userId, id);

  await page.goto('/driver/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdriver%2F$/);
  await page.getByLabel(LOGIN.email).fill(driver.email);
  await page.getByLabel(LOGIN.password).fill(driver.password);
  await page.getByRole('button', { name: LOGIN.submit }).click();
  await expect(page).toHaveURL(/\/driver\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Azi' })).toBeVisible();

  await page.goto(`/driver/transport/${id}/pozitie`);
  await expect(page.getByRole('heading', { level: 1, name: `Poziție – ${id}` })).toBeFocused();
  await expect(page.getByText(/^Poziție: 48,1372/)).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);

  await page.goto(`/driver/transport/${id}/predare`);
  await expect(page.getByLabel('Numele destinatarului')).toBeVisible();
  await expect(
    page.getByLabel('Rezerve ale destinatarului (lipsuri sau daune constatate)'),
  ).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);

  await page.goto('/admin/tracking');
  await expect(page).toHaveURL(/\/driver\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Azi' })).toBeVisible();
});
