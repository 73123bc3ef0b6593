/**
 * The shared axe scan (e2e/support/settled-axe.ts, issue #38) waits until the page is settled.
 * Test-only styles slow the list's fade back after a search; the search answer is held until the
 * table is dimmed, then let through and the scan starts at once. It must measure the table at
 * full opacity, never the dimmed colours of a fade (4.22:1 header text once failed a run).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { shownNumbers } from './support/admin-screen';
import { waitUntilSettled } from './support/settled-page';
import { seedShipments, uniquePrefix } from './support/shipments';
import { signInAsStaff } from './support/staff-session';

/**
 * The staff list searched for one of two shipments, its answer held until the table shows
 * dimmed under `fadeStyle`; returns the table and the function that lets the answer through.
 */
async function dimmedSearch(
  page: Page,
  e2eEnv: Parameters<typeof seedShipments>[0],
  fadeStyle: string,
) {
  const prefix = uniquePrefix('E2A');
  const ids = await seedShipments(e2eEnv, prefix, [{}, {}]);
  await signInAsStaff(page, e2eEnv);
  await page.goto(`/admin/tracking?q=${prefix}`);
  await expect.poll(() => shownNumbers(page)).toEqual([ids[1], ids[0]]);
  await page.addStyleTag({ content: fadeStyle });

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The list asks shipments_matching when the search box holds text, search_shipments when blank.
  await page.route('**/rest/v1/rpc/{search_shipments,shipments_matching}*', async (route) => {
    const body = route.request().postDataJSON() as { search?: string } | null;
    if (body?.search === ids[0]) await released;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Caută expedieri' }).fill(ids[0]!);
  const table = page.getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table).toHaveCSS('opacity', '0.7');
  return { table, release, found: ids[0] };
}

const opacityOf = (table: ReturnType<Page['getByRole']>) =>
  table.evaluate((element) => getComputedStyle(element).opacity);

test('an axe scan started during a slowed table fade waits for its end', async ({
  page,
  e2eEnv,
  axe,
}) => {
  // 2 s both ways, longer than the fade of the site; wins over reduced motion by specificity.
  const { table, release, found } = await dimmedSearch(
    page,
    e2eEnv,
    'table { transition: opacity 2s linear !important; }',
  );
  release();
  expect((await axe().analyze()).violations).toEqual([]);
  // Read once, not waited for: the scan itself must have waited for the fade's end.
  expect(await opacityOf(table)).toBe('1');
  expect(await shownNumbers(page)).toEqual([found]);
});

test('no scan while a transition still shows the dimmed colours', async ({ page, e2eEnv, axe }) => {
  // Two scans and a deliberate 2 s wait for a settling that does not come: slow by design.
  test.slow();
  // Dimmed at once; back to full opacity only after a minute (steps(1, end) holds the start).
  const { table, release } = await dimmedSearch(
    page,
    e2eEnv,
    "table { transition: opacity 60s steps(1, end) !important; } table[aria-busy='true'] { transition: none !important; }",
  );
  release();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect(await opacityOf(table)).toBe('0.7');
  // What a scan that does not wait would report: the dimmed header fails contrast.
  const unsettled = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(unsettled.violations.map((violation) => violation.id)).toEqual(['color-contrast']);
  await expect(waitUntilSettled(page, { timeout: 2_000 })).rejects.toThrow(
    /1 transition\(s\)\/animation\(s\) running/,
  );

  // The minute passes (the animation is finished as time would finish it): settled and clean.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  expect((await axe().include('table').analyze()).violations).toEqual([]);
  expect(await opacityOf(table)).toBe('1');
});
