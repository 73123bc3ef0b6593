/**
 * Hydration adopts the prerendered HTML: the router, the page's code and its texts are ready
 * before React hydrates, so no node is replaced and "Loading..." never shows.
 */
import { pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';

interface Watch {
  heading: Element | null;
  removed: number;
  loadingShown: boolean;
}

// Pages without live data: the tracking page swaps its info text for the live copy on purpose.
for (const url of [pathFor('home', 'en'), pathFor('about', 'de'), pathFor('legal', 'fr')]) {
  test(`${url} hydrates in place: the same nodes, no "Loading..."`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const watch: Watch = { heading: null, removed: 0, loadingShown: false };
      (window as unknown as { watch: Watch }).watch = watch;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        watch.heading = root.querySelector('h1');
        new MutationObserver((records) => {
          for (const record of records) {
            watch.removed += [...record.removedNodes].filter((node) => node.nodeType === 1).length;
          }
          if (/Loading\.\.\.|Wird geladen …|Chargement…/.test(root.textContent ?? '')) {
            watch.loadingShown = true;
          }
        }).observe(root, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.goto(url);
    const result = await page.evaluate(() => {
      const { watch } = window as unknown as { watch: Watch };
      return {
        sameHeading: watch.heading !== null && watch.heading === document.querySelector('h1'),
        removed: watch.removed,
        loadingShown: watch.loadingShown,
      };
    });
    expect(result).toEqual({ sameHeading: true, removed: 0, loadingShown: false });
    expect(consoleErrors).toEqual([]);
  });
}

test('a page URL with a trailing slash hydrates its file at the canonical URL', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto(`${pathFor('contact', 'de')}/?id=1`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de\/kontakt\?id=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  expect(consoleErrors).toEqual([]);
});
