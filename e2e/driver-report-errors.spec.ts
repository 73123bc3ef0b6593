/**
 * Issue #52: a photo that cannot be used (40 MB, a text file) is refused in Romanian and the
 * rest of the report stays and is saved; without the phone's position the place is typed.
 */
import { newDriverAccount } from '../test-support/accounts';
import { expect, test } from './fixtures';
import { cameraPhotos, drawSignature, outboxState } from './support/driver-screens';
import { assignedShipment, unassign } from './support/driver-shipments';
import { uniquePrefix } from './support/shipments';
import { signInAs } from './support/staff-session';

// No geolocation permission: Chromium refuses the position, as a driver who said no.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a 40 MB photo and a text file are refused in Romanian; the report keeps the rest and is saved with a typed place', async ({
  page,
  e2eEnv,
}) => {
  const driver = await newDriverAccount(e2eEnv);
  const id = `${uniquePrefix('DRE')}-0001`;
  await assignedShipment(e2eEnv, driver.userId, id);
  await signInAs(page, e2eEnv, driver);
  await page.goto(`/driver/transport/${id}/preluare`);

  await expect(page.getByText('Poziția nu este disponibilă. Scrieți locul.')).toBeVisible();
  await page.getByRole('radio', { name: 'Daune marcate' }).check();
  await page.getByRole('checkbox', { name: 'lateral stânga' }).check();
  await page.getByLabel('Descriere (lateral stânga)').fill('Zgârietură pe ușa cabinei');
  await page.getByLabel('Notă').fill('Încărcat cu rampa');
  const [photo] = await cameraPhotos(page, 1);
  await page
    .getByLabel('Fă sau alege fotografii')
    .setInputFiles([
      photo!,
      { name: 'mare.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(40 * 1024 * 1024, 1) },
      { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('nu este o fotografie') },
    ]);
  const refusals = page.getByRole('alert').filter({ hasText: 'nu a fost adăugată' });
  await expect(refusals.getByRole('listitem')).toHaveText([
    '„mare.jpg” nu a fost adăugată: fișierul este prea mare (peste 30 MB). Restul raportului rămâne.',
    '„note.txt” nu a fost adăugată: tipul fișierului nu este o fotografie acceptată (JPEG, PNG, WebP, HEIC). Restul raportului rămâne.',
  ]);
  await expect(page.getByText('1 fotografie', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Descriere (lateral stânga)')).toHaveValue(
    'Zgârietură pe ușa cabinei',
  );
  await expect(page.getByLabel('Notă')).toHaveValue('Încărcat cu rampa');

  await page.getByLabel('Numele expeditorului').fill('Ion Popescu');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Salvează raportul' }).click();
  await expect(page.getByText('Completați câmpurile marcate.')).toBeVisible();
  await expect(
    page.getByText('Scrieți locul: poziția telefonului nu este disponibilă.'),
  ).toBeVisible();
  await page.getByLabel('Locul (localitate, adresă)').fill('Kempten, Industriestraße 4');
  await page.getByRole('button', { name: 'Salvează raportul' }).click();
  await expect(
    page.getByText('Raport salvat pe telefon. Pleacă singur când există semnal.'),
  ).toBeFocused();
  await expect(outboxState(page)).toHaveText('Toate trimise', { timeout: 30_000 });
});

test('a keyboard alone records a report: the typed name stands in for the signature', async ({
  page,
  e2eEnv,
}) => {
  const driver = await newDriverAccount(e2eEnv);
  const id = `${uniquePrefix('DRK')}-0001`;
  await assignedShipment(e2eEnv, driver.userId, id);
  await signInAs(page, e2eEnv, driver);
  await page.goto(`/driver/transport/${id}/predare`);
  await expect(page.getByRole('heading', { level: 1, name: `Predare – ${id}` })).toBeFocused();

  await page.getByRole('radio', { name: 'Fără daune' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Numele destinatarului').focus();
  await page.keyboard.type('Maria Ionescu');
  await page.getByRole('checkbox', { name: 'Folosește numele scris în locul semnăturii' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Locul (localitate, adresă)').focus();
  await page.keyboard.type('Cluj-Napoca');
  await page.getByRole('button', { name: 'Salvează raportul' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Raport salvat pe telefon. Pleacă singur când există semnal.'),
  ).toBeFocused();
});

test('a report for a shipment taken off the driver meanwhile stays on the phone with the reason in Romanian', async ({
  page,
  context,
  e2eEnv,
}) => {
  const driver = await newDriverAccount(e2eEnv);
  const id = `${uniquePrefix('DRU')}-0001`;
  await assignedShipment(e2eEnv, driver.userId, id);
  await signInAs(page, e2eEnv, driver);
  await page.goto(`/driver/transport/${id}/pozitie`);
  await expect(page.getByRole('heading', { level: 1, name: `Poziție – ${id}` })).toBeFocused();

  await context.setOffline(true);
  await page.getByLabel('Locul (localitate, adresă)').fill('Linz, A1');
  await page.getByRole('button', { name: 'Trimite poziția' }).click();
  await expect(outboxState(page)).toHaveText('1 în așteptare');
  await unassign(e2eEnv, id);
  await context.setOffline(false);

  await expect(page.getByRole('region', { name: 'Rapoarte de trimis' })).toContainText(
    `Poziție ${id}: Transportul nu vă mai este atribuit. Sunați la birou.`,
  );
  await expect(outboxState(page)).toHaveText('1 în așteptare');
});
