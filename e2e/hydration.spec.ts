/**
 * Hydration adopts the prerendered HTML: the router, the page's code and its texts are ready
 * before React hydrates, so no node is replaced and "Loading..." never shows.
 */
import { SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';

interface Watch {
  heading: Element | null;
  /** Elements taken out of #root, as `tag "text"`, so a failure says which. */
  removed: string[];
  loadingShown: boolean;
}

// Pages without live data: the tracking page swaps its info text for the live copy on purpose.
for (const url of [pathFor('home', 'en'), pathFor('about', 'de'), pathFor('legal', 'fr')]) {
  test(`${url} hydrates in place: the same nodes, no "Loading…"`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const watch: Watch = { heading: null, removed: [], loadingShown: false };
      (window as unknown as { watch: Watch }).watch = watch;
      const inRoot = (node: Node) =>
        (node instanceof Element ? node : node.parentElement)?.closest('#root') != null;
      // From the first parsed byte: React's inline scripts that swap content run during parsing.
      new MutationObserver((records) => {
        for (const record of records) {
          if (!inRoot(record.target)) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element) {
              watch.removed.push(`${node.tagName} "${(node.textContent ?? '').slice(0, 40)}"`);
            }
          }
        }
        const text = document.getElementById('root')?.textContent ?? '';
        if (/Loading…|Wird geladen …|Chargement…/.test(text)) watch.loadingShown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
      document.addEventListener('DOMContentLoaded', () => {
        watch.heading = document.querySelector('#root h1');
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
    expect(result).toEqual({ sameHeading: true, removed: [], loadingShown: false });
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

// A frame callback and a task (what the loader waited for before) ran before the first frame
// reached the screen, so the scripts' downloads and parsing shared the phone with its layout
// and raster, and Lighthouse counted them into the paint (LCP 1.4× the floor's).
for (const url of [
  pathFor('home', 'en'),
  pathFor('tracking', 'en', `?id=${SEED_TRACKING_NUMBER}`),
]) {
  test(`${url} paints before it asks for a script`, async ({ page }) => {
    await page.goto(url, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.contentfulPaint).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.contentfulPaint);
  });
}

// The first layout and the shell's evaluation are the tasks Lighthouse counts as blocking time
// on the prerendered pages (issue #34): both have a cause that a change elsewhere could undo.
test('the pages use the system interface font and the shell is compiled while it streams in', async ({
  page,
  request,
}) => {
  await page.goto(pathFor('home', 'en'), { waitUntil: 'networkidle' });
  // One family the system always has: no lookups of families it lacks before the first paint.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^system-ui, sans-serif,/,
  );
  const entry = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('hydration-assets')?.textContent ?? '{}') as {
          entry?: string;
        }
      ).entry,
  );
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const shell = await (await request.get(entry ?? '')).text();
  // V8 reads the hint only as the file's first line.
  expect(shell.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
