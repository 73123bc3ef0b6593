/**
 * The staff's transport requests ("Cereri") on the production build against the run's stack:
 * the list and a request's detail page with its offer dialog and the reject and spam
 * confirmations, scanned by axe at 1366 and 390 px.
 * Each test writes its own request with a word no other row has and searches for it.
 */
import type { Page } from '@playwright/test';

import { serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import type { E2eEnv } from './support/e2e-env';
import type { SettledAxeBuilder } from './support/settled-axe';
import { signInAsStaff } from './support/staff-session';

let counter = 0;

/** A stored German request; its reference and a word that finds it. */
async function seedRequest(env: E2eEnv): Promise<{ reference: string; token: string }> {
  counter += 1;
  const token = `E2R${Date.now().toString(36)}${counter}`;
  const reference = `A-2097-${String((Date.now() % 1e7) * 100 + counter).padStart(9, '0')}`;
  const { error } = await serviceClient(env)
    .from('transport_requests')
    .insert(
      {
        reference,
        language: 'de',
        name: `Max ${token}`,
        company: 'Hof Mustermann',
        email: 'max@example.com',
        kind: 'tractor',
        goods: 'Fendt 724 Vario',
        length_m: 5.2,
        width_m: 3.1,
        height_m: 3.2,
        weight_kg: 8900,
        listing_url: 'https://www.example.com/listing/42',
        pickup_town: 'Passau',
        pickup_postcode: '94032',
        pickup_country: 'DE',
        delivery_town: 'Warszawa',
        delivery_country: 'PL',
        earliest_pickup: '2099-01-10',
        message: 'Bitte mit Rückruf.\nDanke!',
        client: 'private',
        network: 'none',
      },
      { defaultToNull: false },
    );
  if (error) throw error;
  return { reference, token };
}

async function scanListAndDetail(
  page: Page,
  env: E2eEnv,
  axe: () => SettledAxeBuilder,
  phone: boolean,
) {
  const { reference, token } = await seedRequest(env);
  await signInAsStaff(page, env);
  await page.goto(`/admin/requests?q=${token}`);
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  // A table from 768 px, cards below.
  await expect(page.locator(`[data-request-card="${reference}"]`)).toHaveCount(phone ? 1 : 0);
  await expect(page.getByRole('table')).toHaveCount(phone ? 0 : 1);
  expect((await axe().analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Cererea ${reference}` })).toBeVisible();
  await expect(page.getByText(/· Deschisă de /)).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Trimite ofertă' }).click();
  const dialog = page.getByRole('dialog', { name: `Trimite ofertă pentru ${reference}` });
  await dialog.getByRole('button', { name: 'Trimite oferta' }).click();
  await expect(dialog.getByText('Introdu prețul.')).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The two confirmations that close a request, each scanned and left unconfirmed.
  for (const [button, title] of [
    ['Respinge', `Respingi cererea ${reference}?`],
    ['Marchează ca spam', `Marchezi cererea ${reference} ca spam?`],
  ] as const) {
    await page
      .getByRole('group', { name: 'Acțiuni' })
      .getByRole('button', { name: button })
      .click();
    const confirm = page.getByRole('alertdialog', { name: title });
    await expect(confirm).toBeVisible();
    // Rejecting tells the customer unless staff clear the box; spam tells no one (issue #49).
    await expect(
      confirm.getByRole('checkbox', { name: 'Trimite clientului e-mailul de refuz' }),
    ).toHaveCount(button === 'Respinge' ? 1 : 0);
    expect((await axe().include('[role="alertdialog"]').analyze()).violations).toEqual([]);
    await confirm.getByRole('button', { name: 'Renunță' }).click();
    await expect(confirm).toBeHidden();
  }
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('the list, the detail and the offer dialog pass axe', async ({ page, e2eEnv, axe }) => {
    await scanListAndDetail(page, e2eEnv, axe, false);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the list as cards, the detail and the offer dialog pass axe', async ({
    page,
    e2eEnv,
    axe,
  }) => {
    await scanListAndDetail(page, e2eEnv, axe, true);
  });
});
