/**
 * Issue #49: at the widths desktops have, the public top bar is one row in every language: each
 * link on one line, the request button clear of the bar's edges, nothing past the screen. The
 * browser tests run with the machine's system-ui font (DejaVu Sans on Linux, wider than Segoe UI,
 * San Francisco or Roboto), so what fits here fits on visitors' screens.
 */
import type { Page } from '@playwright/test';

import { LANGUAGES } from '#common/languages';

import { pathFor } from '../src/lib/routes/route-manifest';
import { expect, test } from './fixtures';

/** COMPANY.shortName (src/lib/company.ts reads Vite's env, which a spec has not). */
const COMPANY_NAME = 'Musterfirma Transporte';

const DESKTOP_WIDTHS = [1280, 1366, 1536] as const;

interface BarLayout {
  /** Each link's and button's text → the lines it takes (its text's line boxes). */
  lines: Record<string, number>;
  /** The distinct vertical centres of the bar's items, rounded to 2 px: one for one row. */
  rows: number[];
  /** The request button's distance from the bar's top and bottom edge. */
  requestGap: { top: number; bottom: number };
  /** How far the page reaches past the screen's right edge. */
  overflow: number;
  /** The company's name beside the truck: whole on the row, or cut off whole (no half). */
  brandName: 'shown' | 'cut off' | 'half';
}

function measureBar(page: Page): Promise<BarLayout> {
  return page.locator('header').evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    const [brand, nav, corner] = [...row.children] as HTMLElement[];
    const request = corner?.querySelector<HTMLElement>('a[href]');
    const language = corner?.querySelector<HTMLElement>('button[aria-expanded]');
    if (!brand || !nav || !request || !language) throw new Error('the bar lacks an item');
    const items = [...nav.querySelectorAll<HTMLElement>('a'), request, language];

    const lines: Record<string, number> = {};
    for (const item of items) {
      const range = document.createRange();
      range.selectNodeContents(item);
      // One rectangle per line box of each text node; the icon of the language button has none.
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => Math.round(rect.top));
      lines[item.textContent.trim()] = new Set(tops).size;
    }

    const centre = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return Math.round((rect.top + rect.bottom) / 4) * 2;
    };
    const icon = brand.querySelector('svg');
    if (!icon) throw new Error('the brand has no icon');
    const rows = [...new Set([icon, ...items].map(centre))];

    const bar = row.getBoundingClientRect();
    const button = request.getBoundingClientRect();
    const linkBox = brand.getBoundingClientRect();
    const name = brand.querySelector('span')?.getBoundingClientRect();
    if (!name) throw new Error('the brand has no name');
    const brandName =
      name.bottom <= linkBox.bottom && name.right <= linkBox.right
        ? 'shown'
        : name.top >= linkBox.bottom
          ? 'cut off'
          : 'half';

    return {
      lines,
      rows,
      requestGap: { top: button.top - bar.top, bottom: bar.bottom - button.bottom },
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      brandName,
    };
  });
}

for (const lang of LANGUAGES) {
  test(`the top bar is one row in ${lang}, each link on one line (${DESKTOP_WIDTHS.join(', ')} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: DESKTOP_WIDTHS[0], height: 800 });
    await page.goto(pathFor('home', lang));
    const nav = page.getByRole('banner').getByRole('navigation');
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(nav.getByRole('link')).toHaveCount(7);
      const layout = await measureBar(page);
      const oneLineEach = Object.fromEntries(Object.keys(layout.lines).map((text) => [text, 1]));
      expect(Object.keys(layout.lines)).toHaveLength(9);
      expect(layout.lines, `${width} px`).toEqual(oneLineEach);
      expect(layout.rows, `${width} px`).toHaveLength(1);
      expect(layout.requestGap.top, `${width} px`).toBeGreaterThanOrEqual(8);
      expect(layout.requestGap.bottom, `${width} px`).toBeGreaterThanOrEqual(8);
      expect(layout.overflow, `${width} px`).toBe(0);
      expect(layout.brandName, `${width} px`).not.toBe('half');
      // Cut off or not, the truck links home under the company's name.
      await expect(
        page.getByRole('banner').getByRole('link', { name: COMPANY_NAME, exact: true }),
      ).toHaveAttribute('href', pathFor('home', lang));
    }
  });
}

test('with the name cut off for room (Spanish at 1280 px), the bar passes axe', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pathFor('home', 'es'));
  expect((await measureBar(page)).brandName).toBe('cut off');
  expect((await axe().include('header').analyze()).violations).toEqual([]);
});

test('below 1280 px the menu button stands for the links, and nothing passes the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(pathFor('home', 'de'));
  await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
});
