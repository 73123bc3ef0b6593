/**
 * The privacy notice (issue #36, DECISIONS 23): prerendered in every language, accessible on a
 * phone and a desktop, and linked from the footer of every public page, not from the top bar.
 */
import { type Language, LANGUAGES } from '../src/lib/i18n/languages';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';

/** Its name (the title, the footer link) and the retention of an unanswered request. */
const NOTICE: Record<Language, { name: string; retention: string }> = {
  de: { name: 'Datenschutzerklärung', retention: 'nach 6 Monaten' },
  en: { name: 'Privacy notice', retention: '6 months after' },
  fr: { name: 'Politique de confidentialité', retention: '6 mois après' },
  it: { name: 'Informativa sulla privacy', retention: '6 mesi dopo' },
  es: { name: 'Política de privacidad', retention: '6 meses después' },
  nl: { name: 'Privacyverklaring', retention: '6 maanden na ontvangst' },
  pl: { name: 'Polityka prywatności', retention: 'po 6 miesiącach' },
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
    expect(rendered).toContain(NOTICE[lang].retention);
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
