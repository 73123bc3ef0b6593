/** The frame every page lives in: routing, languages, navigation, SEO, accessibility. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { LANGUAGES } from '#common/languages';

import { SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { asDatabaseOwner } from '../test-support/database';
import {
  CANARY_MARK,
  CANARY_PATHS,
  CONTACT_FIELDS,
  PERSONAL_FIELDS,
} from '../test-support/party-canaries';
import { expect, test } from './fixtures';

/**
 * The personal fields of the shipments supabase/seed.sql creates, as the database holds them.
 * Not the payment method: 'Escrow' and 'Treuhand' are also the name of the site's own service.
 */
async function seededPersonalData(superuserDbUrl: string): Promise<string[]> {
  const seed = await readFile(new URL('../supabase/seed.sql', import.meta.url), 'utf8');
  // Each value tuple of the seed's shipments opens a line with the tracking number.
  const ids = [...seed.matchAll(/^\(\s*'([^']+)',/gm)].map((match) => match[1]);
  expect(ids).toContain(SEED_TRACKING_NUMBER);
  return asDatabaseOwner({ superuserDbUrl }, async (client) => {
    const { rows } = await client.query<Record<string, string | null>>(
      `select shippername, shipperaddress, recipientname, recipientaddress, transportedgoods,
            accessories, info, purchaseprice, shippingcosts, additionalservices, totalamount
       from public.shipments where id = any($1)`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    return rows
      .flatMap((row) => Object.values(row))
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  });
}

/** How React writes a text into HTML. */
const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

test.describe('redirects', () => {
  test('/ goes to the stored language choice', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test.describe('with an Italian browser', () => {
    test.use({ locale: 'it-IT' });
    test('/ goes to the browser language when nothing is stored', async ({ page }) => {
      await page.goto('/?utm=x');
      await expect(page).toHaveURL(/\/it\?utm=x$/);
    });
  });

  test.describe('with a Russian browser', () => {
    test.use({ locale: 'ru-RU' });
    test('/ falls back to German', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/de$/);
    });
  });

  test('unprefixed German paths go to /de/…, keeping the query', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await page.goto('/sendungsverfolgung?id=123456');
    await expect(page).toHaveURL(/\/de\/sendungsverfolgung\?id=123456$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('aliases lead to the canonical URL', async ({ page }) => {
    await page.goto('/fr/services-escroc');
    await expect(page).toHaveURL(/\/fr\/service-sequestre$/);
    await page.goto('/de/about-us');
    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
  });

  // DECISIONS 19: every language's former slug still lands on its new one.
  const renamed = [
    ['/uber-uns', /\/de\/ueber-uns$/],
    ['/dienstleistungen', /\/de\/treuhandservice$/],
    ['/de/uber-uns', /\/de\/ueber-uns$/],
    ['/de/dienstleistungen?id=1', /\/de\/treuhandservice\?id=1$/],
    ['/en/impressum', /\/en\/legal-notice$/],
    ['/en/services', /\/en\/escrow-service$/],
    ['/it/servizio-fiduciario?id=1', /\/it\/deposito-a-garanzia\?id=1$/],
    ['/pl/uslugi-escrow', /\/pl\/usluga-escrow$/],
    ['/pl/transport-specjalny', /\/pl\/transport-specjalistyczny$/],
    ['/fr/impressum', /\/fr\/mentions-legales$/],
    ['/it/impressum', /\/it\/note-legali$/],
    ['/es/servicio-fideicomiso', /\/es\/deposito-en-garantia$/],
    ['/nl/tracking-nl?id=123456', /\/nl\/track-en-trace\?id=123456$/],
    ['/nl/contact-nl', /\/nl\/contact$/],
    ['/nl/impressum-nl', /\/nl\/colofon$/],
    ['/pl/stopka-redakcyjna', /\/pl\/nota-prawna$/],
    ['/pl/kontakt-pl', /\/pl\/kontakt$/],
  ] as const;
  for (const [old, now] of renamed) {
    test(`the former slug ${old} lands on the new one`, async ({ page }) => {
      await page.goto(old);
      await expect(page).toHaveURL(now);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an unsupported language prefix keeps the path under the visitor language', async ({
    page,
  }) => {
    await page.goto('/ru/kontakt');
    await expect(page).toHaveURL(/\/de\/kontakt$/);
  });

  test('an unknown path shows a localized 404 with links home and to tracking', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    await expect(page.getByRole('link', { name: 'Track a shipment' })).toHaveAttribute(
      'href',
      '/en/tracking',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await axe().analyze()).violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('language switcher', () => {
  test('keeps the page and ?id= in the target language', async ({ page }) => {
    await page.goto('/de/sendungsverfolgung?id=123456');
    await page.getByRole('button', { name: /Sprache wählen/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/suivi\?id=123456$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
    // The choice is remembered for the next visit of /.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  });

  test('closes on Escape and returns focus to its button', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: /Choose language/ });
    await button.click();
    await expect(page.getByRole('link', { name: 'Polski' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Polski' })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('navigation', () => {
  test('marks the current page and navigates without reloading', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(/^Contact \| /);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
  });

  test('the footer links German pages with German slugs', async ({ page }) => {
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Über uns' })).toHaveAttribute(
      'href',
      '/de/ueber-uns',
    );
    await expect(footer.getByRole('link', { name: 'Treuhandservice' })).toHaveAttribute(
      'href',
      '/de/treuhandservice',
    );
    await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'href',
      '/de/kontakt',
    );
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test("the footer's year is the reader's, not the build's, once the page is live", async ({
    page,
  }) => {
    // A page prerendered this year and read on the first day of the next one.
    const buildYear = new Date().getFullYear();
    await page.clock.setFixedTime(new Date(`${buildYear + 1}-01-01T09:00:00Z`));
    const response = await page.goto('/de');
    expect(await response?.text()).toContain(`© ${buildYear}`);
    const copyright = page.getByRole('contentinfo').getByText(/^©/);
    await expect(copyright).toHaveText(new RegExp(`^© ${buildYear + 1} `));
  });

  test('the bar turns solid after scrolling more than 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/en/about-us');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-solid', 'true');
  });

  // Issue #49: the offer behind an e-mailed link is one customer's, like a tracking lookup.
  test('a page showing a customer’s own data is noindex: a lookup, an offer link', async ({
    page,
  }) => {
    const robots = page.locator('meta[name="robots"]');
    await page.goto(pathFor('request', 'en'));
    await expect(robots).toHaveCount(0);
    await page.goto(`${pathFor('request', 'en')}?ref=A-2026-00042&k=not-a-key`);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await page.goto(`${pathFor('tracking', 'en')}?id=482913`);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
  });

  test('staff paths get the white staff bar, not the public one', async ({ page }) => {
    await page.goto('/login');
    const header = page.locator('header');
    await expect(header).toHaveCount(1);
    // The public bar is the only one that turns solid on scroll; the staff bar is always white.
    await expect(header).not.toHaveAttribute('data-solid');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens, traps focus, closes on Escape and on navigation', async ({ page, axe }) => {
    await page.goto('/en');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);

    // Focus stays inside the dialog however far one tabs.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await dialog.getByRole('link', { name: 'Special transport' }).click();
    await expect(page).toHaveURL(/\/en\/special-transport$/);
    await expect(dialog).toBeHidden();
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });

  test('switches language from inside the menu', async ({ page }) => {
    await page.goto('/en/tracking?id=42');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/track-en-trace\?id=42$/);
  });
});

test.describe('prerendered HTML (the file, not the DOM)', () => {
  test('carries lang, title, canonical, hreflang and the content', async ({ request }) => {
    const response = await request.get('/fr/suivi');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toMatch(/<title>[^<]+\| Musterfirma Transporte<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fr\/suivi"/);
    for (const lang of LANGUAGES) {
      expect(html).toContain(`hreflang="${lang}" href="`);
    }
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // The page itself, not its "Loading..." fallback (the inline texts after it hold that word).
    const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="initial-data"'));
    expect(rendered).toContain('<h1');
    expect(rendered).not.toContain('Chargement');
  });

  test('exists for every public page in every language', async ({ request }) => {
    for (const page of PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const html = await (await request.get(pathFor(page, lang))).text();
        expect(html, pathFor(page, lang)).toContain(`<html lang="${lang}">`);
      }
    }
  });

  test('no prerendered file holds personal data of a shipment or leaks a key (DECISIONS 18)', async ({
    e2eEnv,
  }) => {
    const personal = await seededPersonalData(e2eEnv.superuserDbUrl);
    expect(personal).toContain('Landtechnik Huber GmbH');
    expect(personal).toContain('118.500,00 EUR');
    const files = (await readdir(e2eEnv.distDir, { recursive: true })).filter((file) =>
      file.endsWith('.html'),
    );
    // Every page in every language, and the app shell.
    expect(files.length).toBeGreaterThan(PAGE_IDS.length * LANGUAGES.length);
    for (const file of files) {
      const html = await readFile(path.join(e2eEnv.distDir, file), 'utf8');
      const found = personal.filter(
        (value) => html.includes(value) || html.includes(htmlEscaped(value)),
      );
      expect(found, file).toEqual([]);
      // A party link's key (?k=) must never reach another site in a Referer header.
      expect(html, file).toContain(
        '<meta name="referrer" content="strict-origin-when-cross-origin"',
      );
    }
  });

  test('no file of the build holds a value of shipments made through every staff path (issue #30)', async ({
    e2eEnv,
  }) => {
    // e2e/global-setup.ts made them before the build, a distinctive value in every personal field.
    await asDatabaseOwner(e2eEnv, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `select id from public.shipments where id like 'CANARY-%'
          and concat_ws(' ', ${[...PERSONAL_FIELDS, ...CONTACT_FIELDS].join(', ')}) like '%' || $1 || '%'`,
        [CANARY_MARK],
      );
      expect(rows).toHaveLength(Object.keys(CANARY_PATHS).length);
    });
    const files = await readdir(e2eEnv.distDir, { recursive: true, withFileTypes: true });
    const read = files.filter((file) => file.isFile());
    expect(read.length).toBeGreaterThan(PAGE_IDS.length * LANGUAGES.length);
    for (const file of read) {
      const text = await readFile(path.join(file.parentPath, file.name), 'utf8');
      // Every value carries the mark: a part of a value is found too.
      expect(text.includes(CANARY_MARK), path.join(file.parentPath, file.name)).toBe(false);
    }
  });

  test('sitemap and robots come from the route manifest', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(PAGE_IDS.length * LANGUAGES.length);
    expect(sitemap).toContain('/fr/service-sequestre</loc>');
    expect(sitemap).not.toContain('escroc');
    expect(sitemap).not.toMatch(/login|admin/);
    // DECISIONS 19: former slugs are never listed, only redirected.
    expect(sitemap).toContain('/nl/colofon</loc>');
    expect(sitemap).not.toMatch(
      /impressum-nl|stopka-redakcyjna|uber-uns|servizio-fiduciario|uslugi-escrow|transport-specjalny</,
    );
    expect(sitemap).toContain('/en/escrow-service</loc>');
    // The privacy notice (issue #36): in the sitemap, though not in the top bar.
    expect(sitemap).toContain('/pl/polityka-prywatnosci</loc>');
    expect(sitemap).toMatch(/hreflang="de" href="[^"]+\/de\/datenschutz"\/>/);
    expect(sitemap).not.toContain('/en/services</loc>');
    const redirects = await (await request.get('/_redirects')).text();
    expect(redirects).toContain('\n/uber-uns /de/ueber-uns 301\n');
    expect(redirects).toContain('\n/dienstleistungen /de/treuhandservice 301\n');
    expect(redirects).toContain('\n/pl/stopka-redakcyjna /pl/nota-prawna 301\n');
    expect(redirects).toContain('\n/it/servizio-fiduciario /it/deposito-a-garanzia 301\n');
    expect(redirects).toContain('\n/pl/transport-specjalny /pl/transport-specjalistyczny 301\n');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin\/tracking/);
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });
});

test.describe('accessibility', () => {
  for (const lang of ['de', 'en'] as const) {
    for (const page of PAGE_IDS) {
      test(`axe finds nothing on ${pathFor(page, lang)}`, async ({
        page: browserPage,
        axe,
        consoleErrors,
      }) => {
        await browserPage.goto(pathFor(page, lang));
        await expect(browserPage.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await axe().analyze()).violations).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
