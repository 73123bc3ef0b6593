/**
 * Escrow in the staff area (issue #53) on the production build against the run's stack: the
 * payment of an escrow shipment is waiting under "Escrow: de făcut"; its row opens the shipment,
 * whose "Escrow" section records the payment after asking once more; the row leaves the list and
 * the database holds the payment. axe on the list and on the step's dialog.
 */
import { serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { toast } from './support/admin-screen';
import { seedShipments, storedShipment, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';

test('a payment awaited under "Escrow: de făcut" is recorded in the shipment and leaves the list', async ({
  page,
  e2eEnv,
  axe,
}) => {
  const prefix = uniquePrefix('E2ESC');
  const [id] = await seedShipments(e2eEnv, prefix, [{ status: 'Expediere creată' }]);
  const service = serviceClient(e2eEnv);
  const made = await service.rpc('set_escrow', {
    tracking_number: id!,
    expected_updated_at: (await storedShipment(e2eEnv, id!))!.updated_at,
    amount: 90000,
  });
  expect(made.error).toBeNull();

  await signInAsStaff(page, e2eEnv);
  await page.goto('/admin/tracking');
  await page
    .getByRole('navigation', { name: 'Navigare administrare' })
    .getByRole('link', { name: 'Escrow: de făcut' })
    .click();
  await expect(page).toHaveURL(/\/admin\/escrow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Escrow: de făcut' })).toBeVisible();
  const payments = page.getByRole('region', { name: /^Plăți de înregistrat \(\d+\)$/ });
  const row = payments.locator(`tr[data-escrow-todo="${id}"]`);
  await expect(row.getByRole('cell')).toHaveText([
    id!,
    `Expeditor ${prefix}`,
    'Destinatar 1',
    /^90\.000,00\sEUR$/,
    'așteaptă plata',
    /\d{4}/,
  ]);
  expect((await axe().analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `Deschide expedierea ${id}` }).click();
  const shipment = page.getByRole('dialog', { name: `Editează expedierea ${id}`, exact: true });
  const escrow = shipment.getByRole('group', { name: 'Escrow' });
  await escrow.getByRole('button', { name: 'Înregistrează plata primită' }).click();
  const step = page.getByRole('dialog', { name: `Plata primită pentru ${id}` });
  await expect(step.getByLabel('Suma primită (EUR)')).toHaveValue('90000');
  await step.getByLabel('Referința bancară').fill('SEPA 2026-12 REF 4711');
  await step.getByRole('button', { name: 'Continuă' }).click();
  await expect(
    step.getByText(
      /^Înregistrezi plata de 90\.000,00\sEUR primită la .+, referința „SEPA 2026-12 REF 4711”\?$/,
    ),
  ).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
  await step.getByRole('button', { name: 'Confirmă' }).click();

  await expect(step).toBeHidden();
  await expect(toast(page, 'Plata a fost înregistrată.')).toBeVisible();
  await expect(escrow.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText(
    'plată primită',
  );
  await shipment.getByRole('button', { name: 'Anulează' }).click();
  await expect(shipment).toBeHidden();
  await expect(row).toHaveCount(0);

  const stored = await service
    .from('shipment_escrows')
    .select('state, payment_amount, payment_reference')
    .eq('shipment_id', id!)
    .single();
  expect(stored).toMatchObject({
    error: null,
    data: {
      state: 'payment_received',
      payment_amount: 90000,
      payment_reference: 'SEPA 2026-12 REF 4711',
    },
  });
});
