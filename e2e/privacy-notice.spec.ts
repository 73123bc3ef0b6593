/**
 * The privacy notice (issue #36, DECISIONS 23): prerendered in every language, accessible on a
 * phone and a desktop, and linked from the footer of every public page, not from the top bar.
 */
import { type Language, LANGUAGES } from '#common/languages';

import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';

/**
 * Its name (the title, the footer link) and the retention of an unanswered request: prerendered,
 * the longest the owner's setting allows; once the page has read the setting (issue #49), the
 * stack's 6 months.
 */
const NOTICE: Record<Language, { name: string; prerendered: string; live: string }> = {
  de: {
    name: 'Datenschutzerklärung',
    prerendered: 'Frist von höchstens 36 Monaten ab ihrem Eingang',
    live: 'automatisch nach 6 Monaten ab ihrem Eingang',
  },
  en: {
    name: 'Privacy notice',
    prerendered: 'at most 36 months after they reach us',
    live: 'automatically 6 months after they reach us',
  },
  fr: {
    name: 'Politique de confidentialité',
    prerendered: 'au plus tard 36 mois après leur réception',
    live: 'automatiquement 6 mois après leur réception',
  },
  it: {
    name: 'Informativa sulla privacy',
    prerendered: 'al più tardi 36 mesi dopo la ricezione',
    live: 'automaticamente 6 mesi dopo la ricezione',
  },
  es: {
    name: 'Política de privacidad',
    prerendered: 'como máximo 36 meses después de su recepción',
    live: 'automáticamente 6 meses después de su recepción',
  },
  nl: {
    name: 'Privacyverklaring',
    prerendered: 'uiterlijk 36 maanden na ontvangst',
    live: 'worden 6 maanden na ontvangst automatisch verwijderd',
  },
  pl: {
    name: 'Polityka prywatności',
    prerendered: 'najpóźniej po 36 miesiącach od ich otrzymania',
    live: 'usuwane po 6 miesiącach od ich otrzymania',
  },
};

for (const lang of LANGUAGES) {
  const url = pathFor('privacy', lang);

  test(`${url} is prerendered with its canonical URL and every language's alternate`, async ({
    request,
  }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${url}"`));
    for (const other of LANGUAGES) {
      expect(html).toMatch(
        new RegExp(`hreflang="${other}" href="[^"]+${pathFor('privacy', other)}"`),
      );
    }
    const rendered = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="initial-data"'));
    expect(rendered).toMatch(new RegExp(`<h1[^>]*>${NOTICE[lang].name}</h1>`));
    // The build cannot know the owner's setting: it prints no period as if it were the one.
    expect(rendered).toContain(NOTICE[lang].prerendered);
    expect(rendered).not.toContain(NOTICE[lang].live);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${url} passes axe at ${viewport.width} px`, async ({ page, axe, consoleErrors }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE[lang].name);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(page.getByRole('main')).toContainText(NOTICE[lang].live);
      expect((await axe().analyze()).violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('every public page links the privacy notice in its footer, and the top bar does not', async ({
  page,
  request,
}) => {
  for (const lang of LANGUAGES) {
    for (const pageId of PAGE_IDS) {
      const html = await (await request.get(pathFor(pageId, lang))).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer, pathFor(pageId, lang)).toMatch(
        new RegExp(`<a [^>]*href="${pathFor('privacy', lang)}"[^>]*>${NOTICE[lang].name}</a>`),
      );
    }
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(pathFor('home', 'en'));
  const privacyLinks = page.locator(`a[href="${pathFor('privacy', 'en')}"]`);
  await expect(privacyLinks).toHaveCount(1);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }),
  ).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
});
