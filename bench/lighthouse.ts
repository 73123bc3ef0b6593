/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU) against the production build and,
 * in the same run, the framework floor (test-support/floor-app.ts), both precompressed and served
 * files-first by the same static host, every external host blocked. Median of RUNS runs per
 * page. Then the layout shift of the same pages on a files-first and a rewrite-first host
 * under real mobile throttling (bench/layout-shift.ts), worst of RUNS loads.
 *
 *   npx tsx bench/lighthouse.ts   (npm run bench runs it through bench/site.ts)
 *   LIGHTHOUSE_PAGES=request,offer npm run bench -- --only lighthouse   (some pages, and the floor)
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { chromiumArgs, resolveChromium } from '../dev-support/chromium';
import { SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { type HostKind, serveStatic, type StaticHost } from '../dev-support/static-host';
import { buildSite } from '../scripts/build-site';
import { pathFor } from '../src/lib/routes/route-manifest';
import type { StackAccess } from '../test-support/database';
import { buildFloorApp } from '../test-support/floor-app';
import { sentOffer, submittedGermanRequest } from '../test-support/transport-requests';
import { type LayoutShiftResult, measureLayoutShift } from './layout-shift';
import { benchStack, tempFolder } from './support';

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const HOST_KINDS: readonly HostKind[] = ['files-first', 'rewrite-first'];

interface SitePage {
  /** What the row says: the path, with a key left out. */
  name: string;
  path: string;
  /** Shown when the page's own data has arrived (the tracking result, the offer). */
  ready?: string;
  /** For search engines: a lookup and an offer link are noindex on purpose (no SEO target). */
  indexed: boolean;
}

/**
 * The pages by the names LIGHTHOUSE_PAGES picks from: each kind of public page a visitor lands
 * on, the data pages with real data of the run's stack. The offer is a German request's, sent
 * by a staff account of its own through the API, as the browser journey makes it
 * (test-support/transport-requests.ts); its English page shows it once the lookup answers.
 */
const PAGES: Record<string, SitePage | ((stack: StackAccess) => Promise<SitePage>)> = {
  home: { name: pathFor('home', 'en'), path: pathFor('home', 'en'), indexed: true },
  tracking: { name: pathFor('tracking', 'en'), path: pathFor('tracking', 'en'), indexed: true },
  lookup: {
    name: pathFor('tracking', 'en', `?id=${SEED_TRACKING_NUMBER}`),
    path: pathFor('tracking', 'en', `?id=${SEED_TRACKING_NUMBER}`),
    ready: '#shipment-heading',
    indexed: false,
  },
  request: { name: pathFor('request', 'en'), path: pathFor('request', 'en'), indexed: true },
  offer: async (stack) => {
    const { reference } = await submittedGermanRequest(stack, 'lighthouse', 'bench.example.com');
    const key = await sentOffer(stack, reference);
    return {
      name: `${pathFor('request', 'en')}?ref=…&k=… (offer)`,
      path: pathFor('request', 'en', `?ref=${reference}&k=${key}`),
      ready: '#offer-heading',
      indexed: false,
    };
  },
};

/** LIGHTHOUSE_PAGES (comma-separated names of PAGES), or all of them. */
function wantedPages(): string[] {
  const names = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  if (!names) return Object.keys(PAGES);
  const unknown = names.filter((name) => !(name in PAGES));
  if (unknown.length > 0) {
    throw new Error(
      `LIGHTHOUSE_PAGES names no page "${unknown.join('", "')}"; known: ${Object.keys(PAGES).join(', ')}`,
    );
  }
  return names;
}

interface LighthouseResult {
  page: string;
  /** The SEO score counts (SitePage.indexed); true for the floor, which has no row for it. */
  indexed: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own CLS: of the unthrottled load its simulation starts from. */
  cls: number;
  /** The URLs requested in Lighthouse's trace (first run): the tracking lookup is among them. */
  requests: string[];
  /** Lighthouse's long tasks (first run, simulated durations): what the blocking time is made of. */
  longTasks: Array<{ url: string; startTime: number; duration: number }>;
  /** The audits that cost a category points (first run): why a score is below 100. */
  failedAudits: string[];
}

interface PageLayoutShift {
  page: string;
  host: HostKind;
  /** The worst of the runs. */
  cls: number;
  runs: LayoutShiftResult[];
}

export interface LighthouseRun {
  floor: LighthouseResult;
  pages: LighthouseResult[];
  layoutShifts: PageLayoutShift[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** gzip and brotli copies next to each text file, as a static host or CDN would serve them. */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|xml|txt|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(content));
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function audit(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The URLs Lighthouse saw requested, to show that the tracking lookup was inside its trace. */
function requestedUrls(lhr: Lhr): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => (typeof item.url === 'string' ? item.url : ''));
}

function longTasks(lhr: Lhr): LighthouseResult['longTasks'] {
  const details = lhr.audits['long-tasks']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    startTime: Math.round(Number(item.startTime)),
    duration: Math.round(Number(item.duration)),
  }));
}

/** The weighted audits of the four categories that did not pass, as "category: audit id". */
function failedAudits(lhr: Lhr): string[] {
  return Object.entries(lhr.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .filter(({ id, weight }) => {
        const score = lhr.audits[id]?.score;
        return weight > 0 && typeof score === 'number' && score < 1;
      })
      .map(({ id }) => `${category}: ${id}`),
  );
}

/** Median of `RUNS` Lighthouse runs of one URL. */
async function lighthouseMedian(
  port: number,
  url: string,
  page: Pick<SitePage, 'name' | 'indexed'>,
): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    runs.push({
      page: page.name,
      indexed: page.indexed,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcpMs: audit(lhr, 'first-contentful-paint'),
      lcpMs: audit(lhr, 'largest-contentful-paint'),
      tbtMs: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      requests: requestedUrls(lhr),
      longTasks: longTasks(lhr),
      failedAudits: failedAudits(lhr),
    });
  }
  const pick = (
    key: keyof Omit<
      LighthouseResult,
      'page' | 'indexed' | 'requests' | 'longTasks' | 'failedAudits'
    >,
  ) => median(runs.map((r) => r[key]));
  return {
    page: page.name,
    indexed: page.indexed,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Number(pick('cls').toFixed(3)),
    requests: runs[0]?.requests ?? [],
    longTasks: runs[0]?.longTasks ?? [],
    failedAudits: runs[0]?.failedAudits ?? [],
  };
}

const summary = (r: LighthouseResult) =>
  `perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, ` +
  `FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}; long tasks (run 1): ` +
  (r.longTasks
    .map((task) => `${task.duration} ms at ${task.startTime} ms ${path.basename(task.url)}`)
    .join(', ') || 'none') +
  (r.failedAudits.length > 0 ? `; below 100 because of (run 1): ${r.failedAudits.join(', ')}` : '');

export async function runLighthouse(
  log: (line: string) => void = console.log,
): Promise<LighthouseRun> {
  const names = wantedPages();
  const folder = await tempFolder('lighthouse');
  const dist = path.join(folder.dir, 'dist');
  const floorSources = path.join(folder.dir, 'floor');
  const floorDist = path.join(folder.dir, 'floor-dist');
  const { executablePath } = await resolveChromium();
  const hosts: StaticHost[] = [];
  // A real backend: the tracking page looks the seeded shipment up as it would in production.
  const stack = await benchStack();
  try {
    const pages: SitePage[] = [];
    for (const name of names) {
      const page = PAGES[name];
      if (page) pages.push(typeof page === 'function' ? await page(stack) : page);
    }
    log('building the floor and the site against the stack…');
    await mkdir(floorSources);
    await buildFloorApp(floorSources, floorDist, 'routes');
    await buildSite({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    await Promise.all([precompress(dist), precompress(floorDist)]);
    const floorHost = await serveStatic(floorDist, 'files-first', { precompressed: true });
    hosts.push(floorHost);
    const siteHosts = new Map<HostKind, StaticHost>();
    for (const kind of HOST_KINDS) {
      const host = await serveStatic(dist, kind, { precompressed: true });
      hosts.push(host);
      siteHosts.set(kind, host);
    }
    const filesFirst = siteHosts.get('files-first');
    if (!filesFirst) throw new Error('no files-first host');

    const chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: [
        ...chromiumArgs,
        '--headless=new',
        // Nothing but this machine: an external font, image or script would fail, not hide.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
    let floor: LighthouseResult;
    const results: LighthouseResult[] = [];
    try {
      floor = await lighthouseMedian(chrome.port, `${floorHost.url}/`, {
        name: 'floor /',
        indexed: true,
      });
      log(`floor /: ${summary(floor)}`);
      for (const page of pages) {
        const result = await lighthouseMedian(chrome.port, `${filesFirst.url}${page.path}`, page);
        log(`${page.name}: ${summary(result)}`);
        results.push(result);
      }
    } finally {
      chrome.kill();
    }

    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const layoutShifts: PageLayoutShift[] = [];
    try {
      for (const [host, server] of siteHosts) {
        for (const page of pages) {
          const runs: LayoutShiftResult[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            runs.push(await measureLayoutShift(browser, `${server.url}${page.path}`, page.ready));
          }
          const cls = Math.max(...runs.map((r) => r.cls));
          log(
            `CLS ${host} ${page.name}: ${cls.toFixed(3)} (runs ${runs.map((r) => r.cls.toFixed(3)).join(', ')})`,
          );
          for (const shift of runs.flatMap((r) => r.shifts)) {
            for (const source of shift.sources) {
              log(
                `  shift ${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${source.node} ` +
                  `y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}`,
              );
            }
          }
          layoutShifts.push({ page: page.name, host, cls, runs });
        }
      }
    } finally {
      await browser.close();
    }
    return { floor, pages: results, layoutShifts };
  } finally {
    await Promise.all(hosts.map((host) => host.close()));
    await stack.stop();
    await folder.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLighthouse();
}
