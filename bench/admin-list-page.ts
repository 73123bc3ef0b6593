/**
 * A staff list in the browser: the shipments (issue #11) with 50,000 rows and the transport
 * requests (issue #37) with 20,000, production build against the local stack, headless
 * Chromium, signed in as the seeded staff account. Median of RUNS each:
 *  - navigation → the first page's 25 rows painted (from the navigation start);
 *  - a search → its result painted (from the keystroke, which includes the 300 ms debounce, and
 *    from the moment the search request goes out);
 *  - "next page" clicked → the second page painted.
 * The reference, measured in the same run, is the framework floor: navigation → the admin
 * frame's content painted on /admin/content (same bundle, auth and frame, no data). Reported as
 * ratios too, since these machines are noisy.
 */
import path from 'node:path';

import { chromium, type Page } from 'playwright-core';

import { chromiumArgs, resolveChromium } from '../dev-support/chromium';
import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../dev-support/demo-seed';
import { serveStatic, type StaticHost } from '../dev-support/static-host';
import type { RunningStack } from '../local-stack/stack';
import { buildSite } from '../scripts/build-site';
import { progress, row, type ScenarioResult } from './report';
import { percentile } from './stats';
import { tempFolder, topUpShipments, topUpTransportRequests } from './support';

const RUNS = 10;
const PAGE_SIZE = 25;
/** The search box waits this long after the last keystroke (components/staff-list/list-search). */
const DEBOUNCE_MS = 300;
const MEASURES = [
  'navigation → first page painted',
  'search request → result painted',
  'search keystroke → result painted (incl. 300 ms debounce)',
  'next page click → page painted',
] as const;
type Measure = (typeof MEASURES)[number];

/** What differs between the lists measured. */
interface StaffList {
  scenario: string;
  path: string;
  rows: number;
  topUp: (superuserDbUrl: string, total: number) => Promise<{ count: number; inserted: number }>;
  /** The attribute a row carries its key in (`tr[data-shipment]`). */
  rowAttribute: string;
  searchLabel: string;
  /** What the list's search request's URL contains. */
  searchRequest: string;
  /** Targets as multiples of the reference of the same run (issue #17). */
  targets: Record<Measure, number>;
}

/**
 * The first page may cost half a screen more than the empty frame; a search or a page turn, one
 * empty frame at most. The keystroke's figure is judged without the debounce, a deliberate wait.
 */
const SHIPMENTS_LIST: StaffList = {
  scenario: 'admin list page',
  path: '/admin/tracking',
  rows: 50_000,
  topUp: topUpShipments,
  rowAttribute: 'data-shipment',
  searchLabel: 'Caută expedieri',
  // shipments_matching: the list's function when the box holds text.
  searchRequest: '/rpc/shipments_matching',
  targets: {
    'navigation → first page painted': 1.5,
    'search request → result painted': 1,
    'search keystroke → result painted (incl. 300 ms debounce)': 1,
    'next page click → page painted': 1,
  },
};

/** Issue #37: "first page and search at 20,000 requests ≤ 1.5× an empty admin frame". */
const REQUESTS_LIST: StaffList = {
  scenario: 'requests list',
  path: '/admin/requests',
  rows: 20_000,
  topUp: topUpTransportRequests,
  rowAttribute: 'data-request',
  searchLabel: 'Caută cereri',
  searchRequest: '/rpc/transport_requests_matching',
  targets: {
    'navigation → first page painted': 1.5,
    'search request → result painted': 1.5,
    'search keystroke → result painted (incl. 300 ms debounce)': 1.5,
    'next page click → page painted': 1.5,
  },
};

/** Texts of the screens (locales/ro/admin.json). */
const UI = {
  email: 'Nume de utilizator (e-mail de serviciu)',
  password: 'Parolă',
  signIn: 'Autentificare',
  next: 'Pagina următoare',
  contentHeading: 'Gestionare conținut',
};

/** Time from the navigation start to the frame in which `ready()` first holds, in the page. */
async function paintedAfterNavigation(page: Page, url: string, ready: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  return page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      if (${ready}) requestAnimationFrame(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

export const runAdminListPage = (stack: RunningStack) => runStaffListPage(stack, SHIPMENTS_LIST);
export const runRequestsListPage = (stack: RunningStack) => runStaffListPage(stack, REQUESTS_LIST);

async function runStaffListPage(stack: RunningStack, list: StaffList): Promise<ScenarioResult> {
  const rowSelector = `tr[${list.rowAttribute}]`;
  const rowsReady = `document.querySelectorAll('${rowSelector}').length === ${PAGE_SIZE}`;
  const firstRow = `document.querySelector('${rowSelector}')?.getAttribute('${list.rowAttribute}')`;
  const top = await list.topUp(stack.superuserDbUrl, list.rows);
  progress(list.scenario, `${top.count} rows (${top.inserted} added)`);
  const folder = await tempFolder('admin-list-page');
  const dist = path.join(folder.dir, 'dist');
  let server: StaticHost | undefined;
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    progress(list.scenario, 'building the site against the stack…');
    await buildSite({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    server = await serveStatic(dist, 'files-first');
    const site = server.url;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

    await page.goto(`${site}/login`);
    await page.getByLabel(UI.email).fill(SEED_STAFF_EMAIL);
    await page.getByLabel(UI.password).fill(SEED_STAFF_PASSWORD);
    await page.getByRole('button', { name: UI.signIn }).click();
    await page.waitForURL(/\/admin\//);

    const floor: number[] = [];
    const firstPage: number[] = [];
    const searchFromKey: number[] = [];
    const searchFromRequest: number[] = [];
    const nextPage: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      floor.push(
        await paintedAfterNavigation(
          page,
          `${site}/admin/content`,
          `[...document.querySelectorAll('h1')].some((h) => h.textContent === '${UI.contentHeading}')`,
        ),
      );
      firstPage.push(await paintedAfterNavigation(page, `${site}${list.path}`, rowsReady));

      // A fragment of a bench row's key, different each run so no cache answers it.
      const fragment = String(1000 + run * 37);
      const search = page.getByLabel(list.searchLabel);
      await search.fill(fragment.slice(0, -1));
      await page.waitForFunction(`(${firstRow} ?? '').includes('${fragment.slice(0, -1)}')`);
      const timings = await page.evaluate<{
        fromKey: number;
        fromRequest: number;
      }>(`new Promise((resolve) => {
        const input = document.activeElement;
        const start = performance.now();
        performance.clearResourceTimings();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, '${fragment}');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const check = () => {
          const rows = [...document.querySelectorAll('${rowSelector}')];
          if (rows.length > 0 && rows.every((r) => r.getAttribute('${list.rowAttribute}').includes('${fragment}'))) {
            requestAnimationFrame(() => {
              const end = performance.now();
              // The URL need not say which search (an RPC POSTs its arguments): the last
              // search request that started after the keystroke is the one answered.
              const starts = performance.getEntriesByType('resource')
                .filter((e) => e.name.includes('${list.searchRequest}') && e.startTime >= start)
                .map((e) => e.startTime);
              if (starts.length === 0) throw new Error('no search request seen');
              resolve({ fromKey: end - start, fromRequest: end - Math.max(...starts) });
            });
          } else requestAnimationFrame(check);
        };
        check();
      })`);
      searchFromKey.push(timings.fromKey);
      searchFromRequest.push(timings.fromRequest);

      await page.goto(`${site}${list.path}`);
      await page
        .locator(rowSelector)
        .nth(PAGE_SIZE - 1)
        .waitFor();
      const before = await page.evaluate<string>(firstRow);
      await page.getByRole('button', { name: UI.next }).focus();
      nextPage.push(
        await page.evaluate<number>(`new Promise((resolve) => {
          const start = performance.now();
          document.activeElement.click();
          const check = () => {
            const first = ${firstRow};
            if (first && first !== '${before}' && ${rowsReady}) {
              requestAnimationFrame(() => resolve(performance.now() - start));
            } else requestAnimationFrame(check);
          };
          check();
        })`),
      );
    }
    const median = (samples: number[]) =>
      percentile(
        [...samples].sort((a, b) => a - b),
        50,
      );
    const floorMs = median(floor);
    const measured: [Measure, number[]][] = [
      [MEASURES[0], firstPage],
      [MEASURES[1], searchFromRequest],
      [MEASURES[2], searchFromKey],
      [MEASURES[3], nextPage],
    ];
    for (const [name, samples] of measured) {
      progress(list.scenario, `${name}: median ${median(samples).toFixed(0)} ms`);
    }
    return {
      rows: [
        row(list.scenario, 'reference: navigation → /admin/content painted, median', floorMs, 'ms'),
        ...measured.flatMap(([name, samples]) => {
          const debounce = name.includes('debounce');
          const ms = median(samples) - (debounce ? DEBOUNCE_MS : 0);
          return [
            row(list.scenario, `${name}, median of ${RUNS}`, median(samples), 'ms'),
            row(
              list.scenario,
              `${name}${debounce ? ' minus the debounce' : ''}, ratio to the reference`,
              ms / floorMs,
              '×',
              { atMost: list.targets[name] },
            ),
          ];
        }),
      ],
      details: {
        rows: top.count,
        floor,
        firstPage,
        searchFromKey,
        searchFromRequest,
        nextPage,
      },
    };
  } finally {
    await browser.close();
    await server?.close();
    await folder.remove();
  }
}
