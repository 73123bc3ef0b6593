/**
 * Issue #52's journey, on a phone (Chromium at 390 px, geolocation granted): a driver opens
 * today's shipment, records a collection with 4 photos and a signature while offline, reloads,
 * goes online; exactly one report with 4 photos arrives, the number alone shows nothing of it,
 * a party's link and staff do. axe checks every driver screen on the way.
 */
import { newDriverAccount } from '../test-support/accounts';
import { anonClient, serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import {
  cameraPhotos,
  drawSignature,
  outboxState,
  waitForDriverWorker,
} from './support/driver-screens';
import { assignedShipment, staffClient } from './support/driver-shipments';
import { uniquePrefix } from './support/shipments';
import { signInAs } from './support/staff-session';

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

  // The number alone shows nothing of it; a party's link does.
  const anon = anonClient(e2eEnv);
  const alone = await anon.rpc('track_shipment', { tracking_number: id });
  expect(alone.error).toBeNull();
  expect(alone.data).toEqual([expect.objectContaining({ access: 'number_only', reports: null })]);
  const link = await service.rpc('create_tracking_link', {
    tracking_number: id,
    party: 'recipient',
  });
  expect(link.error).toBeNull();
  const key = link.data?.[0]?.key ?? '';
  const party = await anon.rpc('track_shipment', { tracking_number: id, party_key: key });
  expect(party.error).toBeNull();
  expect(party.data?.[0]?.reports).toEqual([
    expect.objectContaining({ kind: 'collection', name: 'Hans Bauer' }),
  ]);

  // Staff read it (their screen for it is the views helper's, branch road-views).
  const seen = await (
    await staffClient(e2eEnv)
  )
    .from('shipment_reports')
    .select('kind')
    .eq('shipment_id', id);
  expect(seen.error).toBeNull();
  expect(seen.data).toEqual([{ kind: 'collection' }]);
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
