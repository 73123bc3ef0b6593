/** The public pages with their full copy: content, accessibility, no errors, a steady map panel. */
import { LANGUAGES } from '#common/languages';

import { type PageId, pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';
import { chunkFetches } from './support/chunk-fetches';

const SITE_PAGES: readonly PageId[] = [
  'home',
  'about',
  'services',
  'special',
  'contact',
  'legal',
  'privacy',
];

/** What a missing translation looks like on screen: i18next prints the key instead. */
const RAW_KEY =
  /\b(?:hero|stats|welcome|services|cta|sections|why|steps|advantages|warning|faq|note|tags|machines|vehicles|system|flexcover|prepare|fields|map|units|controller|stored|purposes|retention|processors|rights)\.[a-zA-Z]/;

for (const lang of LANGUAGES) {
  for (const pageId of SITE_PAGES) {
    test(`${pathFor(pageId, lang)} renders its copy, passes axe, logs no errors`, async ({
      page,
      axe,
      consoleErrors,
    }) => {
      await page.goto(pathFor(pageId, lang));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const main = page.locator('main');
      expect(await main.innerText()).not.toMatch(RAW_KEY);
      expect(await main.innerText()).not.toContain('{{');
      expect((await axe().analyze()).violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the escrow page has five steps, four advantages, two answers that open', async ({ page }) => {
  await page.goto(pathFor('services', 'en'));
  await page.waitForLoadState('networkidle');
  const steps = page.getByRole('region', { name: 'How it works, in five steps' });
  await expect(steps.locator('ol > li')).toHaveCount(5);
  await expect(
    page.getByRole('region', { name: 'Your advantages' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByText('Flat fee of €100.00, whatever the vehicle is worth')).toBeVisible();

  const answer = page.getByText(/goods are returned to the seller/);
  await expect(answer).toBeHidden();
  await page.getByText('What happens if I refuse the goods on delivery?').click();
  await expect(answer).toBeVisible();
});

test.describe('contact map without a Google key', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 360, height: 740 },
  ]) {
    test(`shows the address and a map link in a panel that never changes size (${viewport.width} px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      const googleRequests: string[] = [];
      page.on('request', (request) => {
        if (/maps\.googleapis|maps\.gstatic/.test(request.url()))
          googleRequests.push(request.url());
      });

      // The prerendered panel, before the page's scripts have run.
      await page.goto(pathFor('contact', 'de'), { waitUntil: 'commit' });
      const panel = page.getByTestId('location-map');
      await panel.waitFor({ state: 'attached' });
      const before = await panel.boundingBox();

      await page.waitForLoadState('networkidle');
      if (viewport.width === 360) {
        // Below the fold on a phone: the map's code waits until the panel nears the viewport,
        // and the prerendered panel stays as drawn.
        expect(await chunkFetches(page, 'location-map')).toBe(0);
        await expect(panel.getByRole('link', { name: 'In OpenStreetMap öffnen' })).toBeAttached();
      }
      await panel.scrollIntoViewIfNeeded();
      await expect.poll(() => chunkFetches(page, 'location-map')).toBe(1);
      await page.waitForLoadState('networkidle');
      const after = await panel.boundingBox();

      expect(before).not.toBeNull();
      expect(after?.height).toBe(before?.height);
      expect(after?.width).toBe(before?.width);
      expect(before?.height).toBe(384); // h-96 = 24rem
      expect(before?.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));

      await expect(panel).toContainText('Musterstraße 1');
      await expect(panel.getByRole('link', { name: 'In OpenStreetMap öffnen' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.]+&mlon=[\d.]+#map=15\//,
      );
      expect(googleRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('no French page says "escroc" (DECISIONS 7)', async ({ request }) => {
  for (const pageId of [...SITE_PAGES, 'tracking'] as const) {
    const html = await (await request.get(pathFor(pageId, 'fr'))).text();
    expect(html.toLowerCase(), pathFor(pageId, 'fr')).not.toContain('escroc');
  }
});

test.describe('the company address names the country in the page language', () => {
  const countries = { de: 'Deutschland', en: 'Germany', fr: 'Allemagne', pl: 'Niemcy' } as const;
  for (const [lang, country] of Object.entries(countries) as Array<
    [keyof typeof countries, string]
  >) {
    test(`${lang}: ${country}`, async ({ page, request }) => {
      await page.goto(pathFor('contact', lang));
      await expect(page.locator('main address').first()).toContainText(
        new RegExp(`Berlin\\s*${country}$`),
      );
      // The prerendered legal notice, as crawlers read it.
      const legal = await (await request.get(pathFor('legal', lang))).text();
      expect(legal).toMatch(
        new RegExp(`<address[^>]*>(?:(?!</address>).)*>${country}</span></address>`, 's'),
      );
      for (const other of Object.values(countries).filter((name) => name !== country)) {
        expect(legal).not.toContain(`>${other}</span>`);
      }
    });
  }
});
