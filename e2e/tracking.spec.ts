/** A customer tracks a shipment: production build, real stack with the seed. */
import pg from 'pg';

import { expect, test } from './fixtures';

const SEEDED = '482913';

/**
 * Every browser here is the same client (127.0.0.1) to the database's miss throttle, and all
 * of them count towards its global miss budget: forget every miss before each test.
 */
async function forgetMisses(superuserDbUrl: string) {
  const client = new pg.Client({ connectionString: superuserDbUrl });
  await client.connect();
  try {
    await client.query('select private.reset_tracking_throttle()');
  } finally {
    await client.end();
  }
}

test.beforeEach(async ({ e2eEnv }) => {
  await forgetMisses(e2eEnv.superuserDbUrl);
});

test('typing a seeded number shows every card', async ({ page, axe, consoleErrors }) => {
  await page.goto('/en/tracking');
  expect((await axe().analyze()).violations).toEqual([]);
  await page.getByLabel('Tracking number').fill(`  ${SEEDED} `);
  await page.getByRole('button', { name: 'Track Shipment' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/tracking\\?id=${SEEDED}$`));
  const heading = page.getByRole('heading', { name: `Shipment ${SEEDED}` });
  await expect(heading).toBeFocused();
  for (const card of [
    'Shipper',
    'Recipient',
    'Shipment details',
    'Financial details',
    'Route history',
    'Current location',
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Landtechnik Huber GmbH')).toBeVisible();
  await expect(page.getByText('In transit').first()).toBeVisible();
  await expect(page.locator('p[aria-live]')).toHaveText(`Shipment ${SEEDED} found.`);
  await expect(page.getByText(`Shipment ${SEEDED} found.`).last()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await axe().analyze()).violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('opening a ?id= link runs the lookup, and back/forward move between lookups', async ({
  page,
}) => {
  await page.goto(`/de/sendungsverfolgung?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Sendung ${SEEDED}` })).toBeVisible();
  await expect(page.getByLabel('Sendungsnummer')).toHaveValue(SEEDED);

  await page.getByLabel('Sendungsnummer').fill('731546');
  await page.getByRole('button', { name: 'Sendung verfolgen' }).click();
  await expect(page.getByRole('heading', { name: 'Sendung 731546' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: `Sendung ${SEEDED}` })).toBeVisible();
  await expect(page.getByLabel('Sendungsnummer')).toHaveValue(SEEDED);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Sendung 731546' })).toBeVisible();
});

test('an unknown number gives the red box and an error toast', async ({ page, axe }) => {
  await page.goto('/en/tracking');
  await page.getByLabel('Tracking number').fill('000001');
  await page.getByRole('button', { name: 'Track Shipment' }).click();
  const box = page.getByTestId('tracking-error');
  await expect(box).toHaveText('No shipment found with number 000001');
  await expect(box).toBeFocused();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  expect((await axe().analyze()).violations).toEqual([]);
});

test('an empty submit answers inline and sends no request', async ({ page }) => {
  const lookups: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/track_shipment')) lookups.push(request.postDataJSON());
  });
  await page.goto('/en/tracking');
  await page.getByLabel('Tracking number').fill('   ');
  await page.getByRole('button', { name: 'Track Shipment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a tracking number.');
  await expect(page).toHaveURL(/\/en\/tracking$/);

  // Instead of waiting a while for a request that should not come: send a real one and check
  // it is the first. A request from the empty submit would have been sent before it.
  await page.getByLabel('Tracking number').fill(SEEDED);
  const lookup = page.waitForRequest('**/rest/v1/rpc/track_shipment');
  await page.getByRole('button', { name: 'Track Shipment' }).click();
  await lookup;
  expect(lookups).toEqual([{ tracking_number: SEEDED }]);
});

test('a dead backend gives the general message and the page stays usable', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/rest/v1/rpc/track_shipment', (route) => route.abort('connectionrefused'));
  await page.goto(`/en/tracking?id=${SEEDED}`);
  await expect(page.getByTestId('tracking-error')).toHaveText(
    'An error occurred while searching for the shipment.',
  );
  // The failure is logged for us, not shown as internals to the customer.
  expect(consoleErrors.some((line) => line.includes('Tracking lookup failed'))).toBe(true);

  await page.unroute('**/rest/v1/rpc/track_shipment');
  await page.getByRole('button', { name: 'Track Shipment' }).click();
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
});

test('switching language on a result keeps ?id= and shows the result in that language', async ({
  page,
}) => {
  await page.goto(`/en/tracking?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/sendungsverfolgung\\?id=${SEEDED}$`));
  await expect(page.getByRole('heading', { name: `Sendung ${SEEDED}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Routenverlauf' })).toBeVisible();
});

test('printing shows the result cards without navigation, buttons or map', async ({ page }) => {
  await page.goto(`/en/tracking?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Track Shipment' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Current location' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Shipper', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Route history' })).toBeVisible();
});

test('copy link copies the canonical URL of the result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/fr/suivi?id=${SEEDED}`);
  const button = page.getByRole('button', { name: /lien/i });
  await expect(button).toBeVisible();
  await button.click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https://[^/]+/fr/suivi\\?id=${SEEDED}$`));
});

test.describe('hostile input', () => {
  const inputs = {
    '10,000 characters': '9'.repeat(10_000),
    'a script tag': '<script>window.hacked=1</script>',
    'SQL-looking text': "' or 1=1 --",
    emoji: '🚜📦',
    'right-to-left text': 'شحنة-١٢٣',
  };
  for (const [name, value] of Object.entries(inputs)) {
    test(`${name} is answered as not found, nothing runs, the page stays usable`, async ({
      page,
    }) => {
      await page.goto('/en/tracking');
      await page.getByLabel('Tracking number').fill(value);
      await page.getByRole('button', { name: 'Track Shipment' }).click();
      await expect(page.getByTestId('tracking-error')).toContainText('No shipment found');
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBe(
        undefined,
      );
      await page.getByLabel('Tracking number').fill(SEEDED);
      await page.getByRole('button', { name: 'Track Shipment' }).click();
      await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
    });
  }
});
