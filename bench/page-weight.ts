/**
 * Page weight (issue #17): what the browser fetches, not what a walk of the build guesses.
 * The production build against a throw-away stack and the framework floor (test-support/floor-app.ts)
 * are served files-first by the same static server; headless Chromium opens each page with a
 * cold cache (a new context each time) in a mobile viewport and waits for the network to go
 * idle. Every script and stylesheet response is re-compressed here (gzip -9 of its body).
 * Each public page type in two languages, the tracking page with the seeded number, and
 * /login (the staff shell). The budget is the ratio of a page's JS to the floor's; the static
 * walk (scripts/bundle-budget.ts firstPaintCost) and the manifest walk (pageLoadCost) are
 * printed beside it to explain what each of them misses.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { type Browser, chromium, devices } from 'playwright-core';

import type { Language } from '#common/languages';

import { chromiumArgs, resolveChromium } from '../dev-support/chromium';
import { SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { serveStatic, type StaticHost } from '../dev-support/static-host';
import { buildSite } from '../scripts/build-site';
import {
  adminShellCost,
  firstPaintCost,
  MAX_RESULT_PAGE_RATIO_TO_FLOOR,
  maxRatioToFloor,
  pageLoadCost,
} from '../scripts/bundle-budget';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { buildFloorApp, type FloorRouter, floorVersions } from '../test-support/floor-app';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { ratioTo } from './stats';
import { benchStack, tempFolder } from './support';

const SCENARIO = 'page weight';
const LANGUAGES_MEASURED: readonly Language[] = ['en', 'de'];
/** Done when (issue #17): what /login adds to the public shell, in KB gzip. */
const MAX_LOGIN_BEYOND_SHELL_KB = 80;
/** A phone: 412 × 915 screen (412 × 839 viewport), touch, device pixel ratio 2.625. */
const MOBILE = devices['Pixel 7'];
const FLOOR_ROUTERS: readonly FloorRouter[] = ['routes', 'data-router'];

interface FetchedFile {
  /** The path on the static server (the files are all same-origin). */
  file: string;
  type: 'script' | 'stylesheet';
  gzipBytes: number;
}

interface PageWeight {
  path: string;
  /** Each file once, even when it was fetched more than once. */
  files: FetchedFile[];
  jsGzipBytes: number;
  /**
   * The same scripts as one file (gzip -9 of their bodies joined): the least any split into
   * chunks could fetch, since each file is compressed on its own. Printed to tell what
   * splitting costs from what the code itself weighs.
   */
  jsOneFileGzipBytes: number;
  cssGzipBytes: number;
  /**
   * The page's HTML (gzip -9): printed beside the JS because the prerendered pages carry their
   * texts inline, so what left the JS column shows up here (smaller, after compression).
   */
  htmlGzipBytes: number;
  /** Scripts and stylesheets the server answered more than once during this one page load. */
  fetchedTwice: string[];
}

interface RecordingServer extends StaticHost {
  /** Script and stylesheet paths requested since the last `clear()`, in order. */
  requested: () => string[];
  clear: () => void;
}

/**
 * A files-first host (dev-support/static-host.ts), logging every script and stylesheet request it
 * answers: the server's count of a file is what went over the wire, whatever the browser's
 * cache did.
 */
async function serveRecording(dir: string): Promise<RecordingServer> {
  let log: string[] = [];
  const host = await serveStatic(dir, 'files-first', {
    onRequest: (pathname) => {
      if (/\.(js|css)$/.test(pathname)) log.push(pathname);
    },
  });
  return {
    ...host,
    requested: () => [...log],
    clear: () => {
      log = [];
    },
  };
}

/** Opens `pagePath` cold and sums the gzip -9 size of every script and stylesheet fetched. */
async function measurePage(
  browser: Browser,
  server: RecordingServer,
  pagePath: string,
  readySelector?: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<FetchedFile & { body: Buffer }>> = [];
    let html: Promise<number> = Promise.resolve(0);
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'document' && response.frame() === page.mainFrame()) {
        html = response.body().then((body) => gzipSync(body, { level: 9 }).length);
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          type,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          body,
        })),
      );
    });
    server.clear();
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    if (readySelector) {
      // The page's own data arrived and rendered: the view that was meant to be measured.
      await page.locator(readySelector).waitFor();
      await page.waitForLoadState('networkidle');
    }
    const unique = new Map((await Promise.all(bodies)).map((fetched) => [fetched.file, fetched]));
    const scripts = [...unique.values()].filter((f) => f.type === 'script');
    const files = [...unique.values()]
      .map(({ file, type, gzipBytes }) => ({ file, type, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const counts = new Map<string, number>();
    for (const file of server.requested()) counts.set(file, (counts.get(file) ?? 0) + 1);
    const sum = (type: FetchedFile['type']) =>
      files.filter((f) => f.type === type).reduce((total, f) => total + f.gzipBytes, 0);
    return {
      path: pagePath,
      files,
      jsGzipBytes: sum('script'),
      jsOneFileGzipBytes: gzipSync(Buffer.concat(scripts.map((f) => f.body)), { level: 9 }).length,
      cssGzipBytes: sum('stylesheet'),
      htmlGzipBytes: await html,
      fetchedTwice: [...counts].filter(([, count]) => count > 1).map(([file]) => file),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A plain-text table, first column left-aligned, the rest right-aligned. */
function textTable(header: string[], body: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export async function runPageWeight(): Promise<ScenarioResult> {
  const stack = await benchStack();
  const folder = await tempFolder('page-weight');
  const dist = path.join(folder.dir, 'dist');
  const floorDir = (router: FloorRouter) => path.join(folder.dir, `floor-${router}`);
  const floorDist = (router: FloorRouter) => path.join(folder.dir, `floor-${router}-dist`);
  const servers: RecordingServer[] = [];
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const versions = await floorVersions();
    progress(
      SCENARIO,
      `building the floor (${Object.entries(versions)
        .map(([name, version]) => `${name} ${version}`)
        .join(', ')})…`,
    );
    for (const router of FLOOR_ROUTERS) {
      await mkdir(floorDir(router));
      await buildFloorApp(floorDir(router), floorDist(router), router);
    }
    progress(SCENARIO, 'building the site against the stack…');
    await buildSite({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    // The host reads its folder when created: after the builds.
    const floorServer = await serveRecording(floorDist('routes'));
    const dataRouterServer = await serveRecording(floorDist('data-router'));
    const site = await serveRecording(dist);
    servers.push(floorServer, dataRouterServer, site);

    const floor = await measurePage(browser, floorServer, '/');
    if (floor.jsGzipBytes === 0) throw new Error('the floor fetched no script');
    progress(SCENARIO, `floor: ${kb(floor.jsGzipBytes)} KB JS in ${floor.files.length} files`);
    const dataRouterFloor = await measurePage(browser, dataRouterServer, '/');
    progress(
      SCENARIO,
      `floor on createBrowserRouter: ${kb(dataRouterFloor.jsGzipBytes)} KB JS ` +
        `(${ratioTo(dataRouterFloor.jsGzipBytes, floor.jsGzipBytes)}× floor)`,
    );

    const publicPages: Array<{ path: string; walkPath: string; ready?: string; limit: number }> =
      [];
    for (const lang of LANGUAGES_MEASURED) {
      for (const page of PAGE_IDS) {
        publicPages.push({
          path: pathFor(page, lang),
          walkPath: pathFor(page, lang),
          limit: maxRatioToFloor(page),
        });
      }
      publicPages.push({
        path: pathFor('tracking', lang, `?id=${SEED_TRACKING_NUMBER}`),
        walkPath: pathFor('tracking', lang),
        ready: '#shipment-heading',
        limit: MAX_RESULT_PAGE_RATIO_TO_FLOOR,
      });
    }
    const measured: Array<
      PageWeight & { staticWalk: number; manifestWalk: number; limit: number }
    > = [];
    for (const page of publicPages) {
      const weight = await measurePage(browser, site, page.path, page.ready);
      const [staticWalk, manifestWalk] = await Promise.all([
        firstPaintCost(dist, page.walkPath),
        pageLoadCost(dist, page.walkPath),
      ]);
      measured.push({
        ...weight,
        staticWalk: staticWalk.scriptGzipBytes,
        manifestWalk: manifestWalk.scriptGzipBytes,
        limit: page.limit,
      });
      progress(
        SCENARIO,
        `${page.path}: ${kb(weight.jsGzipBytes)} KB JS (${ratioTo(weight.jsGzipBytes, floor.jsGzipBytes)}× floor)`,
      );
    }

    // The public shell: the scripts every public page fetched (the entry and what it shares).
    // The staff area is a build of its own, so /login shares no file with it: what it costs
    // beyond the shell is the difference of the two.
    const shell = new Set(
      measured
        .map((page) => page.files.filter((f) => f.type === 'script').map((f) => f.file))
        .reduce((common, files) => common.filter((file) => files.includes(file))),
    );
    const shellBytes = (measured[0]?.files ?? [])
      .filter((f) => shell.has(f.file))
      .reduce((total, f) => total + f.gzipBytes, 0);
    const login = await measurePage(browser, site, '/login');
    const loginBeyondBytes = login.jsGzipBytes - shellBytes;
    const loginStaticWalk = await adminShellCost(dist);
    progress(SCENARIO, `/login: ${kb(loginBeyondBytes)} KB JS beyond the public shell`);

    const everyLoad = [floor, dataRouterFloor, ...measured, login];
    const fetchedTwice = everyLoad.flatMap((page) =>
      page.fetchedTwice.map((file) => `${page.path}: ${file}`),
    );
    for (const line of fetchedTwice) progress(SCENARIO, `fetched twice: ${line}`);

    console.log(
      `\n${textTable(
        [
          'page',
          'JS fetched KB',
          'ratio to floor',
          'as one file KB (ratio)',
          'CSS fetched KB',
          'HTML KB',
          'files',
          'static walk KB',
          'manifest walk KB',
          'fetched twice',
        ],
        [
          [
            'floor /',
            kb(floor.jsGzipBytes),
            1,
            '-',
            kb(floor.cssGzipBytes),
            kb(floor.htmlGzipBytes),
            floor.files.length,
            '-',
            '-',
            floor.fetchedTwice.length,
          ].map(String),
          [
            'floor on createBrowserRouter /',
            kb(dataRouterFloor.jsGzipBytes),
            ratioTo(dataRouterFloor.jsGzipBytes, floor.jsGzipBytes).toFixed(3),
            '-',
            kb(dataRouterFloor.cssGzipBytes),
            kb(dataRouterFloor.htmlGzipBytes),
            dataRouterFloor.files.length,
            '-',
            '-',
            dataRouterFloor.fetchedTwice.length,
          ].map(String),
          ...measured.map((page) =>
            [
              page.path,
              kb(page.jsGzipBytes),
              ratioTo(page.jsGzipBytes, floor.jsGzipBytes).toFixed(3),
              `${kb(page.jsOneFileGzipBytes)} (${ratioTo(page.jsOneFileGzipBytes, floor.jsGzipBytes).toFixed(3)})`,
              kb(page.cssGzipBytes),
              kb(page.htmlGzipBytes),
              page.files.length,
              kb(page.staticWalk),
              kb(page.manifestWalk),
              page.fetchedTwice.length,
            ].map(String),
          ),
          [
            '/login (beyond the shell)',
            `${kb(login.jsGzipBytes)} (${kb(loginBeyondBytes)})`,
            ratioTo(login.jsGzipBytes, floor.jsGzipBytes).toFixed(3),
            '-',
            kb(login.cssGzipBytes),
            kb(login.htmlGzipBytes),
            login.files.length,
            `(${kb(loginStaticWalk.beyondShellGzipBytes)})`,
            '-',
            login.fetchedTwice.length,
          ].map(String),
        ],
      )}`,
    );

    const rows: ResultRow[] = [
      row(SCENARIO, 'floor: JS fetched on its eager page (gzip)', kb(floor.jsGzipBytes), 'KB'),
      row(SCENARIO, 'floor: scripts fetched', floor.files.length, 'files'),
      row(
        SCENARIO,
        "floor on createBrowserRouter (the site's router API), ratio to the floor",
        ratioTo(dataRouterFloor.jsGzipBytes, floor.jsGzipBytes),
        '×',
      ),
      ...measured.flatMap((page) => [
        row(SCENARIO, `${page.path} JS fetched (gzip)`, kb(page.jsGzipBytes), 'KB'),
        row(
          SCENARIO,
          `${page.path} JS fetched, ratio to the floor`,
          ratioTo(page.jsGzipBytes, floor.jsGzipBytes),
          '×',
          // DECISIONS 20: the result page (?id=) and the request page (issue #36) 1.23, the rest 1.15.
          { atMost: page.limit },
        ),
      ]),
      row(SCENARIO, '/login JS fetched (gzip)', kb(login.jsGzipBytes), 'KB'),
      row(SCENARIO, '/login JS beyond the public shell (gzip)', kb(loginBeyondBytes), 'KB', {
        atMost: MAX_LOGIN_BEYOND_SHELL_KB,
      }),
      row(
        SCENARIO,
        'files fetched twice in one page load, all pages',
        fetchedTwice.length,
        'files',
        {
          exactly: 0,
        },
      ),
    ];
    const summary = (page: PageWeight) => ({
      path: page.path,
      jsGzipBytes: page.jsGzipBytes,
      jsOneFileGzipBytes: page.jsOneFileGzipBytes,
      cssGzipBytes: page.cssGzipBytes,
      ratioToFloor: page.jsGzipBytes / floor.jsGzipBytes,
      files: page.files,
      fetchedTwice: page.fetchedTwice,
    });
    return {
      rows,
      details: {
        chromium: executablePath,
        viewport: MOBILE.viewport,
        floor: { versions, router: 'routes', ...summary(floor) },
        dataRouterFloor: { router: 'data-router', ...summary(dataRouterFloor) },
        pages: measured.map((page) => ({
          ...summary(page),
          staticWalkGzipBytes: page.staticWalk,
          manifestWalkGzipBytes: page.manifestWalk,
        })),
        publicShell: [...shell],
        login: {
          ...summary(login),
          publicShellGzipBytes: shellBytes,
          beyondShellGzipBytes: loginBeyondBytes,
          staticWalk: loginStaticWalk,
        },
        fetchedTwice,
      },
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await stack.stop();
    await folder.remove();
  }
}
