/**
 * A customer tracks a shipment: production build, real stack with the seed. The number alone
 * shows the journey; the party link staff send shows everything (DECISIONS 18).
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

import {
  SEED_RECIPIENT_KEY,
  SEED_STAFF_EMAIL,
  SEED_STAFF_PASSWORD,
  SEED_TRACKING_NUMBER,
} from '../dev-support/demo-seed';
import { anonClient, serviceClient } from '../test-support/database';
import { expect, test } from './fixtures';
import { chunkFetches } from './support/chunk-fetches';
import { seedShipments, uniquePrefix } from './support/shipments';
import { forgetTrackingMisses } from './support/tracking-throttle';

const SEEDED = SEED_TRACKING_NUMBER;
/** 32 characters of the key alphabet that are no shipment's key. */
const WRONG_KEY = 'wrong-key-wrong-key-wrong-key-00';
/** What only the party link may show of the seeded shipment (supabase/seed.sql). */
const SEEDED_PERSONAL = [
  'Landtechnik Huber GmbH',
  'Ferme Dubois EARL',
  'Industriestraße 14',
  'Traktor Fendt 724 Vario',
  '118.500,00 EUR',
  '120.130,00 EUR',
  'Treuhandkonto',
];
const FULL_CARDS = ['Shipper', 'Recipient', 'Shipment details', 'Costs and payment'];

/** The page's whole text, hidden parts included, holds none of the seeded personal data. */
async function expectNoPersonalData(page: Page) {
  // Everything in the page, hidden text included, but the build-time texts and data the
  // prerender inlined: site texts ("Treuhandkonto" is a word of the escrow page's copy), held
  // free of personal data by the prerendered-HTML check in site-shell.spec.ts.
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelector('#initial-data')?.remove();
    return body.textContent;
  });
  expect(SEEDED_PERSONAL.filter((value) => text.includes(value))).toEqual([]);
}

/** The URL the copy button copies (its data-url, the same string it writes). */
const copyUrl = (page: Page, name: string | RegExp = 'Copy link') =>
  page.getByRole('button', { name }).getAttribute('data-url');

test.beforeEach(async ({ e2eEnv }) => {
  await forgetTrackingMisses(e2eEnv.superuserDbUrl);
});

test('typing a seeded number shows the journey, not the people', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/en/tracking');
  expect((await axe().analyze()).violations).toEqual([]);
  await page.getByLabel('Tracking number').fill(`  ${SEEDED} `);
  await page.getByRole('button', { name: 'Track shipment' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/tracking\\?id=${SEEDED}$`));
  const heading = page.getByRole('heading', { name: `Shipment ${SEEDED}` });
  await expect(heading).toBeFocused();
  for (const card of ['Shipment details', 'Route history', 'Current location']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  for (const card of ['Shipper', 'Recipient', 'Costs and payment']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('In transit').first()).toBeVisible();
  await expectNoPersonalData(page);

  const notice = page.getByRole('note', { name: 'Full details through your personal link' });
  await expect(notice).toContainText(
    'Names, addresses, goods and prices are available only through the personal link we sent to the shipper and the recipient.',
  );
  const contact = notice.getByRole('link', { name: 'Contact us to request the link' });
  await expect(contact).toHaveAttribute('href', '/en/contact');
  await expect(page.locator('p[aria-live]')).toHaveText(`Shipment ${SEEDED} found.`);
  await expect(page.getByText(`Shipment ${SEEDED} found.`).last()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await copyUrl(page)).toMatch(new RegExp(`^https://[^/]+/en/tracking\\?id=${SEEDED}$`));
  expect((await axe().analyze()).violations).toEqual([]);

  await contact.click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('in German the number alone says, formally, where the full details are', async ({
  page,
  axe,
}) => {
  await page.goto(`/de/sendungsverfolgung?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Sendung ${SEEDED}` })).toBeFocused();
  const notice = page.getByRole('note', { name: 'Alle Details über Ihren persönlichen Link' });
  await expect(notice.locator('p')).toHaveText(
    'Mit der Sendungsnummer allein sehen Sie nur Status und Route der Sendung. Namen, Adressen, Transportgut und Preise sind nur über den persönlichen Link abrufbar, den wir dem Absender und dem Empfänger geschickt haben.',
  );
  await expect(
    notice.getByRole('link', { name: 'Link über unsere Kontaktseite anfordern' }),
  ).toHaveAttribute('href', '/de/kontakt');
  for (const card of ['Absender', 'Empfänger', 'Kosten und Zahlung']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Routenverlauf' })).toBeVisible();
  await expectNoPersonalData(page);
  expect(await copyUrl(page, 'Link kopieren')).toMatch(
    new RegExp(`/de/sendungsverfolgung\\?id=${SEEDED}$`),
  );
  expect((await axe().analyze()).violations).toEqual([]);
});

test('a tracking link preloads the lookup with the page; the page alone does not load it', async ({
  page,
}) => {
  const lookupPreload = page.locator('link[rel="modulepreload"][href*="/assets/lookup-outcome-"]');
  await page.goto('/en/tracking', { waitUntil: 'networkidle' });
  await expect(lookupPreload).toHaveCount(0);
  expect(await chunkFetches(page, 'lookup-outcome')).toBe(0);

  await page.goto(`/en/tracking?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeFocused();
  // Preloaded with the page's own modules, and fetched once: not asked again after hydration.
  await expect(lookupPreload).toHaveCount(1);
  expect(await chunkFetches(page, 'lookup-outcome')).toBe(1);
  // The number alone never needs the party view's cards (DECISIONS 20).
  await page.waitForLoadState('networkidle');
  expect(await chunkFetches(page, 'shipment-result')).toBe(0);
});

test('a party link preloads the full view with the lookup and fetches it once', async ({
  page,
}) => {
  const fullViewPreload = page.locator(
    'link[rel="modulepreload"][href*="/assets/shipment-result-"]',
  );
  await page.goto(`/en/tracking?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`);
  await expect(page.getByRole('heading', { name: 'Costs and payment', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeFocused();
  await expect(fullViewPreload).toHaveCount(1);
  expect(await chunkFetches(page, 'shipment-result')).toBe(1);
});

test('the map below the route history loads its code only when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(`/en/tracking?id=${SEEDED}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Route history' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chunkFetches(page, 'location-map')).toBe(0);
  await expect(page.getByText('Loading map…')).toHaveCount(1);

  await page.getByRole('heading', { name: 'Current location' }).scrollIntoViewIfNeeded();
  // The seeded position, in words and linked, as the map panel shows it without a maps key.
  await expect(page.getByTestId('location-map')).toContainText('48.5734, 7.7521');
  expect(await chunkFetches(page, 'location-map')).toBe(1);
});

test('the party link shows every card and its copy button keeps the key', async ({
  page,
  axe,
  consoleErrors,
}) => {
  const lookups: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/track_shipment')) lookups.push(request.postDataJSON());
  });
  await page.goto(`/en/tracking?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeFocused();
  for (const card of [...FULL_CARDS, 'Route history', 'Current location']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Landtechnik Huber GmbH')).toBeVisible();
  await expect(page.getByText('118.500,00 EUR')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(lookups).toEqual([{ tracking_number: SEEDED, party_key: SEED_RECIPIENT_KEY }]);
  expect(await copyUrl(page)).toMatch(
    new RegExp(`^https://[^/]+/en/tracking\\?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}$`),
  );
  expect((await axe().analyze()).violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wrong key shows the journey with a note, never an error, and copies the number-only link', async ({
  page,
  axe,
}) => {
  await page.goto(`/en/tracking?id=${SEEDED}&k=${WRONG_KEY}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeFocused();
  const notice = page.getByRole('note', { name: 'This link is not valid' });
  await expect(notice).toContainText(
    'The link is incorrect, has expired or has been deactivated. Only the status and route of the shipment are shown.',
  );
  await expect(notice.getByRole('link', { name: 'Contact us for a new link' })).toHaveAttribute(
    'href',
    '/en/contact',
  );
  await expect(page.locator('p[aria-live]')).toContainText('This link is not valid.');
  await expect(page.getByTestId('tracking-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Route history' })).toBeVisible();
  await expectNoPersonalData(page);
  expect(await copyUrl(page)).toMatch(new RegExp(`^https://[^/]+/en/tracking\\?id=${SEEDED}$`));
  expect((await axe().analyze()).violations).toEqual([]);
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
  await page.getByRole('button', { name: 'Track shipment' }).click();
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
  await page.getByRole('button', { name: 'Track shipment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a tracking number.');
  await expect(page).toHaveURL(/\/en\/tracking$/);

  // Instead of waiting a while for a request that should not come: send a real one and check
  // it is the first. A request from the empty submit would have been sent before it.
  await page.getByLabel('Tracking number').fill(SEEDED);
  const lookup = page.waitForRequest('**/rest/v1/rpc/track_shipment');
  await page.getByRole('button', { name: 'Track shipment' }).click();
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
  await page.getByRole('button', { name: 'Track shipment' }).click();
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
});

test('switching language on a party link keeps ?id= and the key, and shows it in that language', async ({
  page,
}) => {
  await page.goto(`/en/tracking?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/de/sendungsverfolgung\\?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}$`),
  );
  await expect(page.getByRole('heading', { name: `Sendung ${SEEDED}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Absender', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Routenverlauf' })).toBeVisible();
});

test('printing shows the result cards without navigation, buttons or map', async ({ page }) => {
  await page.goto(`/en/tracking?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`);
  await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Track shipment' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Current location' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Shipper', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Route history' })).toBeVisible();
});

test('copy link copies the canonical URL of the result, with the key only when it opened everything', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copied = async () => {
    const button = page.getByRole('button', { name: /lien/i });
    await button.click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  await page.goto(`/fr/suivi?id=${SEEDED}`);
  await expect(page.getByRole('heading', { name: `Envoi ${SEEDED}` })).toBeVisible();
  expect(await copied()).toMatch(new RegExp(`^https://[^/]+/fr/suivi\\?id=${SEEDED}$`));

  await page.goto(`/fr/suivi?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}`);
  await expect(page.getByRole('heading', { name: 'Expéditeur', exact: true })).toBeVisible();
  expect(await copied()).toMatch(
    new RegExp(`^https://[^/]+/fr/suivi\\?id=${SEEDED}&k=${SEED_RECIPIENT_KEY}$`),
  );
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
      await page.getByRole('button', { name: 'Track shipment' }).click();
      await expect(page.getByTestId('tracking-error')).toContainText('No shipment found');
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBe(
        undefined,
      );
      await page.getByLabel('Tracking number').fill(SEEDED);
      await page.getByRole('button', { name: 'Track shipment' }).click();
      await expect(page.getByRole('heading', { name: `Shipment ${SEEDED}` })).toBeVisible();
    });
  }
});

/** A small real PNG (the browser must draw it): `width` × 1 pixels of one colour. */
function png(width: number): Buffer {
  const image = new PNG({ width, height: 1 });
  image.data.fill(0x80);
  return PNG.sync.write(image);
}

test('a party link shows the proof in German, its photo opens large, the number alone shows none of it (issue #52)', async ({
  page,
  axe,
  consoleErrors,
  e2eEnv,
}) => {
  const [id] = await seedShipments(e2eEnv, uniquePrefix('PROOF'), [{}]);
  const desk = anonClient(e2eEnv);
  const signedIn = await desk.auth.signInWithPassword({
    email: SEED_STAFF_EMAIL,
    password: SEED_STAFF_PASSWORD,
  });
  expect(signedIn.error).toBeNull();
  const key = crypto.randomUUID();
  const photo = `${id}/reports/${key}/photo-1.png`;
  const signature = `${id}/reports/${key}/signature.png`;
  for (const [path, width] of [
    [photo, 40],
    [signature, 20],
  ] as const) {
    const { error } = await desk.storage
      .from('shipment-evidence')
      .upload(path, png(width), { contentType: 'image/png' });
    expect(error).toBeNull();
  }
  const sent = await desk.rpc('submit_shipment_report', {
    report: {
      idempotency_key: key,
      tracking_number: id!,
      kind: 'delivery',
      recorded_at: '2026-12-04T10:30:00Z',
      place: 'Chartres, FR',
      damage: { state: 'none' },
      name: 'Marie Dubois',
      signature,
      photos: [photo],
      handed_over: { documents: 'CMR', keys: true },
      reservations: 'Spiegel fehlt',
      phoned: true,
    },
  });
  expect(sent.error).toBeNull();
  const link = await serviceClient(e2eEnv)
    .rpc('create_tracking_link', { tracking_number: id!, party: 'recipient' })
    .single();
  expect(link.error).toBeNull();

  await page.goto(`/de/sendungsverfolgung?id=${id}&k=${link.data!.key}`);
  const proof = page.getByRole('heading', { name: 'Nachweis von Abholung und Zustellung' });
  await expect(proof).toBeVisible();
  const report = page.getByRole('article', { name: /^Zustellung · 04\.12\.2026, \d{2}:30$/ });
  await expect(report.getByText('Keine sichtbaren Schäden')).toBeVisible();
  await expect(report.getByText('Spiegel fehlt')).toBeVisible();
  const drawn = report.getByRole('img', { name: 'Unterschrift von Marie Dubois' });
  // Drawn from its signed URL: the browser loaded and decoded it.
  await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(20);
  await report.getByRole('button', { name: 'Foto 1 von 1 vergrößern' }).click();
  const large = report.getByRole('img', { name: 'Foto 1 von 1' });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await expect(report.getByRole('button', { name: 'Schließen' })).toBeFocused();
  expect((await axe().analyze()).violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  await page.goto(`/de/sendungsverfolgung?id=${id}`);
  await expect(page.getByRole('heading', { name: `Sendung ${id}` })).toBeVisible();
  await expect(proof).toHaveCount(0);
  await expect(page.getByText('Marie Dubois')).toHaveCount(0);
});
