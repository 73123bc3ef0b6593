/**
 * Byte budgets of the production build (sizes, never times). Measured per public page from
 * the prerendered HTML: the entry, everything it imports statically, the page's preloads.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { LANGUAGES } from '#common/languages';

import {
  adminShellCost,
  driverShellCost,
  firstPaintCost,
  MAX_RATIO_TO_FLOOR,
  MAX_RESULT_PAGE_RATIO_TO_FLOOR,
  maxRatioToFloor,
  pageLoadClosure,
  pageLoadCost,
  readBuildManifest,
  STAFF_MANIFEST,
  staticClosure,
} from '../scripts/bundle-budget';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { buildFloorApp } from '../test-support/floor-app';
import { expect, test } from './fixtures';

const KB = 1024;

/** The text of `files` (paths below `dir`), one after the other. */
async function readJoined(dir: string, files: Iterable<string>): Promise<string> {
  const texts = await Promise.all([...files].map((file) => readFile(path.join(dir, file), 'utf8')));
  return texts.join('\n');
}

/** Every script of the build (both apps), as one text: where a marker must exist at all. */
async function everyScript(distDir: string): Promise<string> {
  const assets = path.join(distDir, 'assets');
  return readJoined(
    assets,
    (await readdir(assets)).filter((file) => file.endsWith('.js')),
  );
}
/**
 * Issue "Site shell" asks for 100 KB, measured against a floor of 86 KB for React 19,
 * react-router 7 and i18next. With the versions this project pins (react-dom 19.3.1,
 * react-router 7.18, i18next 26) that bare floor measures 96.4 KB here, so 100 KB cannot hold
 * the frame itself. The prerendered pages paint before any of it loads (it is requested after
 * the first frame); this ratchet keeps the hydration cost from growing.
 * It was 120 KB (118.4 KB measured) until the staff area's data router: createBrowserRouter
 * and RouterProvider (needed for lazy route modules, useBlocker and route loaders) bring
 * 16.3 KB of react-router that the declarative <BrowserRouter> did not, and the shared button
 * variants (class-variance-authority, clsx) 0.9 KB; 136.8 KB measured, on the
 * special-transport page.
 * 117 KB since the public site left the data router for <BrowserRouter> (the staff area is a
 * build of its own) and the shell became one chunk (issue #17): 116.0 KB measured, on
 * /pl/sledzenie-przesylek. 113 KB since the page's texts are inline and the map of every language
 * bundle loads on first use: 112.2 KB measured, on /de/sendungsverfolgung. 112 KB since the
 * content pages' shared building blocks split from one page's own and the tracking page's info
 * panel lost valibot (it is part of the first paint now): 111.4 KB measured, on /de/sendungsverfolgung.
 */
const FIRST_PAINT_JS_BUDGET = 112 * KB;
/**
 * The transport request page (issue #36): its form is prerendered and its first paint carries
 * the form's fields, the oversize hint and the draft (118,948 B measured on /de/transportanfrage);
 * react-hook-form, zod and the schema load on the first interaction. Its ratio to the floor
 * (DECISIONS 20: 1.23) is checked below.
 * 117.1 KB with issue #53 (119,815 B measured, 25 B over 117 KB): every public page's shell
 * names the staff paths (so /admin/escrow starts the staff build), and the escrow panel's
 * dialog shares Radix's modal code with the mobile menu, a chunk whose name joined the shell's
 * preload map. The ratio to the floor below still holds.
 */
const REQUEST_FIRST_PAINT_JS_BUDGET = 117.1 * KB;
const FIRST_PAINT_CSS_BUDGET = 15 * KB;
/**
 * What /login loads beyond the public shell. Issue #10's target is 80 KB; measured 120.2 KB:
 * supabase-js 50.6 KB (one client class with realtime, storage and functions, not
 * tree-shakable), zod 23.1 KB, the login route with react-hook-form 15.8 KB, TanStack Query
 * 11.6 KB, Radix Toast 4.5 KB. This ratchet keeps it from growing while that is worked on.
 * 123 KB since the shipment list and dialog (issue #11), 122.5 KB measured: the zod chunk
 * /login shares with them grew 1.1 KB (the row and history schemas' catch, pipe, transform
 * and record), the toast's action button 0.2 KB, session-rejected became a chunk of its own.
 * 125 KB since the public schemas moved to zod/mini (issue #17): /login loads zod's core apart
 * from its classic API, 124.7 KB measured, for 8.8 KB less on every tracking page.
 * Since the staff area is a build of its own (issue #17) nothing is shared by file: the budget
 * is what /login loads minus what the public shell loads. 133.9 KB measured at the split (the
 * data router moved here from every public page); the sign-in schema on zod/mini, 124.6 KB.
 * 70 KB since /login signs in on @supabase/auth-js alone (supabase-js loads after sign-in), its
 * schema is on valibot and Radix Toast loads with the first toast: 69.3 KB measured (issue #17
 * asks for at most 80). 69 KB since the tracked shipment's readers left valibot: 68.3 KB measured.
 * 70 KB with issue #25 and #27 on /login: the "Ai uitat parola?" link and the lazy loader of the
 * password view, the owner's nav entry and the admin frame at phone width: 69.2 KB measured.
 * 70.5 KB with issue #37: "Cereri" in the menu with its count of unopened requests (the count's
 * query key, the staff routes of the list and the detail): 72,027 B measured, 816 B more.
 * 71 KB with issue #53: "Escrow: de făcut" in the menu and its route, with the list of files
 * its screen preloads, in the staff entry: 72,433 B measured, 272 B more than before it (its
 * screen reading the company's time zone had split the company facts into a chunk of their own
 * on /login, 114 B more: the time zone is a module of its own now).
 */
const ADMIN_SHELL_JS_BUDGET = 71 * KB;
/**
 * Everything /en/tracking can load without leaving the page: the first paint, the info panel
 * as it mounts, the lookup with its toaster and map. 275.0 KB with supabase-js for the two
 * anonymous reads; 225.1 KB on plain fetch (issue #17); 216.3 KB with the schemas on zod/mini;
 * 167.8 KB without the data router and with the shell in one chunk; 152.9 KB measured with the
 * schemas on valibot, without TanStack Query and with the public toaster instead of Radix Toast;
 * 149.7 KB with the info panel's read off valibot and no runtime secret-key check; 148.7 KB with
 * the lookup's row read by hand (no valibot on the public site); 149.0 KB with what issues #28
 * and #30 asked of it: the lookup read as a list (so the throttle can count a miss), the neutral
 * route place in seven languages, statuses folded as the database folds them, paths with a
 * leading `//` kept on the site, toasts that name their language; 150.0 KB (153,624 B) once the
 * privacy notice (issue #36) joined the manifest and the router: each public page's slugs and
 * loader are in the shell, about 250 B gzip. 150.75 KB (154,217 B) since the public fetch loads
 * when the page first reads (src/lib/public-api/load-public-fetch.ts), after its first paint,
 * which the request page shares: a file of its own costs the whole load 0.3 KB and spares the
 * first paint 0.7 KB (114,457 → 113,771 B on /de/sendungsverfolgung), the measure DECISIONS 20
 * holds to 1.15 times the floor. A third of it is the Google Maps wrapper (31 KB,
 * not tree-shakeable), loaded only with a key. The pages' own limits, in ratios to the framework
 * floor (DECISIONS 20), are the tests above and hold. 151 KB (154,453 B measured) with issue
 * #37: the parties' view shows the load's dimensions and weight in the reader's number format.
 * 154 KB (157,357 B measured) with issue #52: a party link's proof of collection and delivery
 * (reports, photos, signatures) is a chunk of its own, 3,136 B, fetched only for an answer that
 * carries reports; the first paint is unchanged.
 * 175 KB (178,245 B measured) with issue #53: a party link's escrow panel is a chunk of its own
 * (5.0 KB), fetched only for an answer that carries an escrow; its confirmation dialog brings
 * Radix's alert dialog and the modal machinery it shares with the mobile menu (focus scope,
 * dismissable layer, react-remove-scroll: 13.8 KB), which this measure left out while only a
 * menu loaded it. The first paint is unchanged.
 */
const TRACKING_PAGE_LOAD_JS_BUDGET = 175 * KB;

test('every public page stays within its JavaScript (to hydrate) and CSS budgets', async ({
  e2eEnv,
}) => {
  for (const page of PAGE_IDS) {
    for (const lang of LANGUAGES) {
      const cost = await firstPaintCost(e2eEnv.distDir, pathFor(page, lang));
      expect(cost.scriptGzipBytes, `${pathFor(page, lang)} JS`).toBeLessThanOrEqual(
        page === 'request' ? REQUEST_FIRST_PAINT_JS_BUDGET : FIRST_PAINT_JS_BUDGET,
      );
      expect(cost.styleGzipBytes, `${pathFor(page, lang)} CSS`).toBeLessThanOrEqual(
        FIRST_PAINT_CSS_BUDGET,
      );
    }
  }
});

test('every public page hydrates with at most 1.15 times the bare framework floor of JavaScript (the request page 1.23)', async ({
  e2eEnv,
}, testInfo) => {
  // Issue #17's measure in bytes: the floor is built here from the installed React, React
  // Router and i18next, so the budget follows the framework's size, not a number that ages.
  const sources = testInfo.outputPath('floor-src');
  await mkdir(sources, { recursive: true });
  await buildFloorApp(sources, testInfo.outputPath('floor-dist'), 'routes');
  const floor = await firstPaintCost(testInfo.outputPath('floor-dist'), '');
  expect(floor.scriptGzipBytes).toBeGreaterThan(90 * KB);
  for (const page of PAGE_IDS) {
    for (const lang of LANGUAGES) {
      const cost = await firstPaintCost(e2eEnv.distDir, pathFor(page, lang));
      expect(
        cost.scriptGzipBytes,
        `${pathFor(page, lang)} JS, floor ${floor.scriptGzipBytes} B`,
      ).toBeLessThanOrEqual(Math.floor(maxRatioToFloor(page) * floor.scriptGzipBytes));
    }
  }
  expect(maxRatioToFloor('home')).toBe(MAX_RATIO_TO_FLOOR);
  expect(maxRatioToFloor('request')).toBe(MAX_RESULT_PAGE_RATIO_TO_FLOOR);
});

/** Strings only react-hook-form and zod contain (checked to exist in the build below). */
const FORM_ENGINE_MARKERS = {
  shouldUnregister: 'react-hook-form',
  $ZodError: 'zod',
};

test('the request page paints its form without react-hook-form and zod, which load on first interaction', async ({
  page,
  e2eEnv,
}) => {
  const everything = await everyScript(e2eEnv.distDir);
  for (const marker of Object.keys(FORM_ENGINE_MARKERS))
    expect(everything, marker).toContain(marker);
  for (const lang of LANGUAGES) {
    const url = pathFor('request', lang);
    const cost = await firstPaintCost(e2eEnv.distDir, url);
    const code = await readJoined(
      e2eEnv.distDir,
      cost.scripts.map(({ file }) => `assets/${file}`),
    );
    for (const [marker, what] of Object.entries(FORM_ENGINE_MARKERS)) {
      expect(code.includes(marker), `${url} paints with ${what}`).toBe(false);
    }
  }

  // In the browser: the engine's chunk is fetched on the first focus in the form, not before.
  const fetched: string[] = [];
  page.on('response', (response) => {
    const script = /\/assets\/(form-engine-[\w-]+\.js)$/.exec(new URL(response.url()).pathname);
    if (script?.[1]) fetched.push(script[1]);
  });
  await page.goto(pathFor('request', 'de'));
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.getByLabel('Ihr Name').focus();
  await expect.poll(() => fetched.length).toBe(1);
});

test('the staff area adds at most its budget to the public shell on /login', async ({ e2eEnv }) => {
  const cost = await adminShellCost(e2eEnv.distDir);
  expect(cost.scripts.map(({ file }) => file)).toContainEqual(
    expect.stringMatching(/^assets\/login-[\w-]+\.js$/),
  );
  expect(cost.publicShellGzipBytes).toBeGreaterThan(90 * KB);
  expect(cost.beyondShellGzipBytes).toBeLessThanOrEqual(ADMIN_SHELL_JS_BUDGET);
});

/**
 * Issue #52: the drivers' app's shell (its entry, the frame and "Azi", with what they import
 * statically) within the staff area's budget, measured the same way. 52.7 KB measured; the
 * data client (supabase-js, 51.7 KB) loads beside the first screen, as it does after the
 * staff sign-in: imported statically by the frame it was 82.7 KB, and this test failed.
 */
test("the drivers' app adds at most the staff area's budget to the public shell on /driver/", async ({
  e2eEnv,
}) => {
  const cost = await driverShellCost(e2eEnv.distDir);
  expect(cost.scripts.map(({ file }) => file)).toContainEqual(
    expect.stringMatching(/^assets\/today-[\w-]+\.js$/),
  );
  expect(cost.beyondShellGzipBytes).toBeLessThanOrEqual(ADMIN_SHELL_JS_BUDGET);
});

/**
 * Strings only supabase-js's data clients contain (realtime-js, storage-js: the class name
 * StorageClient does not survive minification, its error class's name does).
 */
const DATA_CLIENT_MARKERS = ['RealtimeClient', 'StorageApiError'];

test('a cold /login fetches none of supabase-js but its auth client', async ({ page, e2eEnv }) => {
  // The markers are in the build (the admin screens load supabase-js), so their absence means something.
  const everything = await everyScript(e2eEnv.distDir);
  for (const marker of DATA_CLIENT_MARKERS) expect(everything, marker).toContain(marker);

  const fetched = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const script = /^\/assets\/([\w-]+\.js)$/.exec(pathname);
    if (script?.[1]) fetched.add(script[1]);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toContainEqual(expect.stringMatching(/^login-[\w-]+\.js$/));
  const code = await readJoined(path.join(e2eEnv.distDir, 'assets'), fetched);
  expect(code, 'the auth client').toContain('GoTrueClient');
  for (const marker of DATA_CLIENT_MARKERS) {
    expect(code.includes(marker), `/login fetches ${marker}`).toBe(false);
  }
});

test('supabase-js, maps, Radix dialog and the staff code are not on a public first paint', async ({
  e2eEnv,
}) => {
  const cost = await firstPaintCost(e2eEnv.distDir, pathFor('home', 'en'));
  const code = await readJoined(
    path.join(e2eEnv.distDir, 'assets'),
    cost.scripts.map(({ file }) => file),
  );
  expect(code).not.toContain('GoTrueClient'); // @supabase/supabase-js
  expect(code).not.toContain('maps.googleapis'); // @react-google-maps/api
  expect(code).not.toContain('DialogContent'); // @radix-ui/react-dialog
  expect(code).not.toContain('DropdownMenu'); // the staff menu
  expect(code).not.toContain('Gestionare'); // the Romanian staff texts
  // The map of every language bundle loads on the first page or language change, not before:
  // the page's own texts are inline.
  expect(code).not.toContain('locales/de/about.json');
  const assets = path.join(e2eEnv.distDir, 'assets');
  const bundleMap = await readJoined(
    assets,
    (await readdir(assets)).filter(
      (file) => file.startsWith('locale-bundles-') && file.endsWith('.js'),
    ),
  );
  expect(bundleMap).toContain('locales/de/about.json');
});

test('a page carries the texts of its own language inline and fetches no language bundle', async ({
  e2eEnv,
}) => {
  const html = await readFile(path.join(e2eEnv.distDir, 'fr', 'suivi', 'index.html'), 'utf8');
  const assets = await readdir(path.join(e2eEnv.distDir, 'assets'));
  const commonChunks = assets.filter((file) => file.startsWith('common-'));
  // Every language still has its bundle, for the pages a visitor navigates to.
  expect(commonChunks).toHaveLength(LANGUAGES.length);
  expect(commonChunks.filter((file) => html.includes(file))).toEqual([]);
  const data = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/.exec(html);
  const { texts } = JSON.parse(data?.[1] ?? '{}') as {
    texts?: Record<string, Record<string, unknown>>;
  };
  expect(Object.keys(texts ?? {})).toEqual(['common', 'tracking']);
  // French, not any other language: the same strings the fr bundle holds.
  const fr = JSON.parse(await readFile('common/locales/fr/tracking.json', 'utf8')) as unknown;
  expect(texts?.tracking).toEqual(fr);
});

/** Strings that only these libraries' code contains (checked to exist in the build below). */
const NOT_ON_PUBLIC_FIRST_PAINT = {
  GoTrueClient: '@supabase/supabase-js (auth client)',
  CancelledError: 'TanStack Query (query client)',
  ToastProvider: 'Radix Toast (toaster)',
};

test('the admin provider, supabase-js, the query client and the toaster are on no public first paint', async ({
  e2eEnv,
}) => {
  // The staff area is a build of its own: the public one has none of its screens.
  const publicManifest = await readBuildManifest(e2eEnv.distDir);
  expect(Object.keys(publicManifest).filter((key) => key.includes('routes/admin/'))).toEqual([]);
  const manifest = await readBuildManifest(e2eEnv.distDir, STAFF_MANIFEST);
  // The admin layout's own chunk (the admin provider is bundled into it) and what it imports.
  const adminKey = 'src/app/routes/admin/admin-layout.tsx';
  const adminLayout = manifest[adminKey]?.file;
  expect(adminLayout).toMatch(/^assets\/admin-layout-[\w-]+\.js$/);
  const adminFiles = staticClosure(manifest, [adminKey]);
  const adminCode = await readJoined(
    e2eEnv.distDir,
    [...adminFiles].filter((file) => file.endsWith('.js')),
  );
  // The admin provider brings the query client with it; Radix Toast loads with the first toast.
  expect(adminCode).toContain('CancelledError');
  expect(adminCode).not.toContain('ToastProvider');

  // Each marker is in the build, so not finding it on a first paint means something.
  const everything = await everyScript(e2eEnv.distDir);
  for (const marker of Object.keys(NOT_ON_PUBLIC_FIRST_PAINT)) {
    expect(everything, marker).toContain(marker);
  }

  for (const page of PAGE_IDS) {
    for (const lang of LANGUAGES) {
      const url = pathFor(page, lang);
      const cost = await firstPaintCost(e2eEnv.distDir, url);
      const files = cost.scripts.map(({ file }) => `assets/${file}`);
      expect(files, `${url} loads the admin layout`).not.toContain(adminLayout);
      const code = await readJoined(e2eEnv.distDir, files);
      for (const [marker, what] of Object.entries(NOT_ON_PUBLIC_FIRST_PAINT)) {
        expect(code.includes(marker), `${url} loads ${what}`).toBe(false);
      }
    }
  }
});

/**
 * Strings only the staff area's clients contain: supabase-js's auth-js and realtime-js, and
 * TanStack Query's query core.
 */
const STAFF_CLIENT_MARKERS = ['GoTrueClient', 'RealtimeClient', 'CancelledError'];

test('no script a public page can load holds supabase-js or TanStack Query, lazy chunks included', async ({
  e2eEnv,
}) => {
  const read = (files: Iterable<string>) => readJoined(e2eEnv.distDir, files);
  // The markers are in the build (the staff area has the client), so their absence means something.
  const manifest = await readBuildManifest(e2eEnv.distDir);
  const staffManifest = await readBuildManifest(e2eEnv.distDir, STAFF_MANIFEST);
  const staffScreens = Object.keys(staffManifest).filter((key) => key.includes('routes/admin/'));
  const adminCode = await read(
    [...staticClosure(staffManifest, staffScreens)].filter((file) => file.endsWith('.js')),
  );
  for (const marker of STAFF_CLIENT_MARKERS) expect(adminCode, marker).toContain(marker);

  // The walk follows what a page imports as it mounts: the tracking route (with the info
  // panel's live read) and the lookup.
  const tracking = await pageLoadClosure(e2eEnv.distDir, pathFor('tracking', 'en'));
  for (const source of [
    'src/app/routes/tracking-route.tsx',
    'src/features/tracking/components/lookup-outcome.tsx',
  ]) {
    expect([...tracking], source).toContain(manifest[source]?.file);
  }

  for (const page of PAGE_IDS) {
    for (const lang of LANGUAGES) {
      const url = pathFor(page, lang);
      const code = await read(await pageLoadClosure(e2eEnv.distDir, url));
      for (const marker of STAFF_CLIENT_MARKERS) {
        expect(code.includes(marker), `${url} can load a staff client (${marker})`).toBe(false);
      }
    }
  }
});

test('the tracking page with everything it loads stays within its budget', async ({ e2eEnv }) => {
  const cost = await pageLoadCost(e2eEnv.distDir, pathFor('tracking', 'en'));
  expect(cost.scriptGzipBytes).toBeLessThanOrEqual(TRACKING_PAGE_LOAD_JS_BUDGET);
});

test('no script a prerendered page can load fetches the stylesheet it already has inline', async ({
  e2eEnv,
}) => {
  for (const lang of LANGUAGES) {
    const url = pathFor('tracking', lang);
    const html = await readFile(path.join(e2eEnv.distDir, url, 'index.html'), 'utf8');
    expect(html, url).toContain('<style>');
    expect(html, url).not.toContain('rel="stylesheet"');
    const code = await readJoined(e2eEnv.distDir, await pageLoadClosure(e2eEnv.distDir, url));
    // Vite's preload list of a lazy chunk's imports names the stylesheets it would load (the
    // shell names the staff area's, which it loads only to start the staff area).
    expect(code.match(/assets\/(?!staff-)[\w-]+\.css/g), url).toBeNull();
  }
});
