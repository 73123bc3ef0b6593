/**
 * The customer info text per language (issue #12) on the production build: staff edit it at
 * /admin/info, customers read it on the prerendered tracking pages, which refresh it live.
 * Serial, and every language restored after each test: other specs read these pages.
 */
import type { Page } from '@playwright/test';

import { pathFor } from '../src/lib/routes/route-manifest';
import { newStaffAccount } from '../test-support/accounts';
import { asDatabaseOwner } from '../test-support/database';
import { RESTORE_INFO_DEFAULTS_SQL } from '../test-support/info-defaults';
import { expect, test } from './fixtures';
import { toast } from './support/admin-screen';
import { closeTabAndStay } from './support/close-question';
import type { E2eEnv } from './support/e2e-env';

const GERMAN_TITLE = 'Wichtige Informationen für unsere Kunden';
const ENGLISH_TITLE = 'Important information for our customers';
const POLISH_TITLE = 'Ważne informacje dla naszych klientów';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ e2eEnv }) => {
  await asDatabaseOwner(e2eEnv, async (client) => {
    await client.query(RESTORE_INFO_DEFAULTS_SQL);
  });
});

/** A staff account of its own, signed in, on the editor's tab for `lang`. */
async function openEditor(page: Page, env: E2eEnv, lang = 'de') {
  const account = await newStaffAccount(env);
  const target = `/admin/info?tab=${lang}`;
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Nume de utilizator (e-mail de serviciu)').fill(account.email);
  await page.getByLabel('Parolă').fill(account.password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/info\\?tab=${lang}$`));
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

const titleField = (page: Page) => page.getByLabel('Titlu', { exact: true });
const contentField = (page: Page) => page.getByLabel('Conținut', { exact: true });

/** A toast on screen, by its text (Radix renders each as a status list item). */

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(toast(page, 'Textul informativ a fost salvat.')).toBeVisible();
}

/** The info panel above the tracking form. */
const infoPanel = (page: Page) => page.getByRole('complementary');

test('the German text edited shows on the German tracking page, the English one stays English', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await openEditor(page, e2eEnv);
  await expect(titleField(page)).toHaveValue(GERMAN_TITLE);
  expect((await axe().analyze()).violations).toEqual([]);

  await titleField(page).fill('Betriebsferien vom 24.12. bis 1.1.');
  await contentField(page).fill('Ab 2.1. sind wir wieder für Sie da.\nhttps://example.com/ferien');
  await save(page);

  await page.goto(pathFor('tracking', 'de'));
  const german = infoPanel(page);
  // The prerendered copy is from the build; the live one replaces it.
  await expect(german.getByRole('heading')).toHaveText('Betriebsferien vom 24.12. bis 1.1.');
  await expect(german).toHaveAttribute('lang', 'de');
  await expect(german.getByRole('link', { name: 'https://example.com/ferien' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  expect(await german.locator('p').innerText()).toBe(
    'Ab 2.1. sind wir wieder für Sie da.\nhttps://example.com/ferien',
  );

  const live = page.waitForResponse((response) => response.url().includes('/rest/v1/info_content'));
  await page.goto(pathFor('tracking', 'en'));
  const english = infoPanel(page);
  await expect(english.getByRole('heading')).toHaveText(ENGLISH_TITLE);
  await expect(english).toHaveAttribute('lang', 'en');
  // The live copy the page fetched has both, and the page keeps its own.
  const rows = (await (await live).json()) as Array<{ lang: string; title: string }>;
  expect(
    rows.map(({ lang, title }) => ({ lang, title })).sort((a, b) => a.lang.localeCompare(b.lang)),
  ).toEqual([
    { lang: 'de', title: 'Betriebsferien vom 24.12. bis 1.1.' },
    { lang: 'en', title: ENGLISH_TITLE },
  ]);
  await expect(english.getByRole('heading')).toHaveText(ENGLISH_TITLE);
});

test('a language whose text is cleared shows the German text, marked as German', async ({
  page,
  e2eEnv,
}) => {
  await openEditor(page, e2eEnv, 'pl');
  await expect(titleField(page)).toHaveValue(POLISH_TITLE);
  await titleField(page).fill('');
  await contentField(page).fill('');
  await save(page);
  await expect(page.getByRole('tab', { name: 'Poloneză gol' })).toBeVisible();

  await page.goto(pathFor('tracking', 'pl'));
  const panel = infoPanel(page);
  await expect(panel.getByRole('heading')).toHaveText(GERMAN_TITLE);
  await expect(panel).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('hostile input is shown as text on the public page', async ({ page, e2eEnv, axe }) => {
  await openEditor(page, e2eEnv);
  const title = '<b onmouseover="window.hacked=1">Fett</b>';
  const content =
    '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script> javascript:alert(1)';
  await titleField(page).fill(title);
  await contentField(page).fill(content);
  await save(page);

  await page.goto(pathFor('tracking', 'de'));
  const panel = infoPanel(page);
  await expect(panel.getByRole('heading')).toHaveText(title);
  await expect(panel.locator('p')).toHaveText(content);
  await expect(panel.locator('img, script, b')).toHaveCount(0);
  await expect(panel.getByRole('link')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect((await axe().analyze()).violations).toEqual([]);
});

test('unsaved changes are asked about before leaving, and before closing the tab', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await openEditor(page, e2eEnv, 'en');
  await titleField(page).fill('Draft, not saved');
  await page.getByRole('link', { name: 'Expedieri' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Modificări nesalvate' });
  await expect(dialog).toContainText(
    'Textul în engleză are modificări nesalvate. Dacă continui, ele se pierd.',
  );
  expect((await axe().analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Rămâi aici' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/info\?tab=en$/);
  await expect(titleField(page)).toHaveValue('Draft, not saved');

  // Closing the browser tab: the browser's own question, which keeps the page when dismissed.
  await closeTabAndStay(page);

  await page.getByRole('link', { name: 'Expedieri' }).click();
  await dialog.getByRole('button', { name: 'Renunță la modificări' }).click();
  await expect(page).toHaveURL(/\/admin\/tracking$/);
});

test('a colleague who saved first: mine is refused and kept, theirs can be compared and taken', async ({
  page,
  browser,
  e2eEnv,
  axe,
}) => {
  const colleague = await browser.newPage({ baseURL: e2eEnv.baseUrl });
  try {
    await openEditor(page, e2eEnv, 'en');
    await openEditor(colleague, e2eEnv, 'en');
    await titleField(page).fill('Mine: closed on Monday');

    await titleField(colleague).fill('Theirs: closed on Tuesday');
    await save(colleague);

    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    // The staff screens' one conflict panel: a region named by its alert, holding the way on.
    const alert = page.getByRole('region', { name: 'Altcineva a salvat între timp acest text.' });
    await expect(alert.getByRole('alert')).toHaveText('Altcineva a salvat între timp acest text.');
    await expect(alert).toBeFocused();
    await expect(toast(page, 'Nu s-a putut salva textul informativ.')).toContainText('Eroare');
    await expect(titleField(page)).toHaveValue('Mine: closed on Monday');

    await alert.getByRole('button', { name: 'Arată versiunea salvată' }).click();
    await expect(alert.getByText('Theirs: closed on Tuesday')).toBeVisible();
    expect((await axe().analyze()).violations).toEqual([]);
    await alert.getByRole('button', { name: 'Preia versiunea salvată' }).click();
    await expect(titleField(page)).toHaveValue('Theirs: closed on Tuesday');
    await expect(alert).toBeHidden();
  } finally {
    await colleague.close();
  }
});

test('/admin/content is the placeholder SPEC names, in the admin frame', async ({
  page,
  e2eEnv,
  axe,
}) => {
  await openEditor(page, e2eEnv);
  await page.getByRole('link', { name: 'Conținut', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestionare conținut' })).toBeVisible();
  await expect(
    page.getByText('Gestionarea conținutului este în curs de dezvoltare.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conținut', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await axe().analyze()).violations).toEqual([]);
});
