/**
 * What a prerendered page costs to paint and to become interactive: its stylesheets, and the
 * entry script with every module it imports statically plus the page's preloads — gzip bytes,
 * read from the built HTML so the measure is what a browser actually fetches.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstPaintCost {
  scripts: Array<{ file: string; gzipBytes: number }>;
  styles: Array<{ file: string; gzipBytes: number }>;
  scriptGzipBytes: number;
  styleGzipBytes: number;
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** The gzip size of each script among `files` (paths below `dir`), largest first. */
async function gzipSizes(dir: string, files: Iterable<string>) {
  const scripts = await Promise.all(
    [...files]
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => ({ file, gzipBytes: await gzipSize(path.join(dir, file)) })),
  );
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const total = (scripts: Array<{ gzipBytes: number }>) =>
  scripts.reduce((sum, s) => sum + s.gzipBytes, 0);

/**
 * The entry script and the preloads a prerendered page lists, as /assets/… URLs; for a plain
 * Vite page without that list (the floor app of test-support/floor-app.ts), its module script.
 */
function hydrationAssets(html: string, pagePath: string): { entry: string; preload: string[] } {
  const data = /<script type="application\/json" id="hydration-assets">([^<]*)<\/script>/.exec(
    html,
  );
  if (data?.[1]) return JSON.parse(data[1]) as { entry: string; preload: string[] };
  const script = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!script?.[1]) throw new Error(`${pagePath}: no hydration assets in the prerendered HTML`);
  return { entry: script[1], preload: [] };
}

export async function firstPaintCost(distDir: string, pagePath: string): Promise<FirstPaintCost> {
  const html = await readFile(path.join(distDir, pagePath, 'index.html'), 'utf8');
  const assets = path.join(distDir, 'assets');
  const hydration = hydrationAssets(html, pagePath);
  const queue = [hydration.entry, ...hydration.preload].map((url) =>
    url.replace(/^\/assets\//, ''),
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1] ?? '');
  }
  const scripts = await gzipSizes(assets, seen);
  const linked = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map(async (m) => ({
      file: m[1] ?? '',
      gzipBytes: await gzipSize(path.join(assets, m[1] ?? '')),
    })),
  );
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m, index) => ({
    file: `inline style ${index + 1}`,
    gzipBytes: gzipSync(m[1] ?? '', { level: 9 }).length,
  }));
  const styles = [...linked, ...inline];
  return {
    scripts,
    styles,
    scriptGzipBytes: total(scripts),
    styleGzipBytes: total(styles),
  };
}

/** The route modules a signed-out visit to /login loads (the admin frame and the login screen). */
const LOGIN_ROUTE_MODULES = [
  'src/app/routes/admin/admin-layout.tsx',
  'src/app/routes/admin/login.tsx',
];

/** The staff build's manifest (scripts/build-site.ts), beside the public build's. */
export const STAFF_MANIFEST = '.vite/staff-manifest.json';
/** The drivers' app's build manifest (issue #52), likewise. */
export const DRIVER_MANIFEST = '.vite/driver-manifest.json';

/**
 * Done when (issue #17): a public page's JavaScript at most this many times the floor's (the
 * bare framework app of test-support/floor-app.ts, built from the installed packages).
 */
export const MAX_RATIO_TO_FLOOR = 1.15;

/**
 * DECISIONS 20: the page that renders a found shipment (`…/tracking?id=…`) may fetch up to this
 * many times the floor, its result being what SPEC asks for; a ratchet, never raised.
 */
export const MAX_RESULT_PAGE_RATIO_TO_FLOOR = 1.23;

/**
 * The ratio to the floor a public page's first paint may reach: the transport request page
 * (issue #36) the result page's 1.23 (its form is prerendered; react-hook-form, zod and the
 * schema load on the first interaction), every other page MAX_RATIO_TO_FLOOR.
 */
export function maxRatioToFloor(page: string): number {
  return page === 'request' ? MAX_RESULT_PAGE_RATIO_TO_FLOOR : MAX_RATIO_TO_FLOOR;
}

export interface AdminShellCost {
  /** The scripts /login loads: the staff entry, the frame and the login screen, with imports. */
  scripts: Array<{ file: string; gzipBytes: number }>;
  scriptGzipBytes: number;
  /** The public shell's scripts: the public entry and its static imports. */
  publicShellGzipBytes: number;
  /** What /login costs beyond the public shell (issue #17: at most 80 KB). */
  beyondShellGzipBytes: number;
}

type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** A build's manifest (vite build.manifest), keyed by source path: the public one by default. */
export async function readBuildManifest(
  distDir: string,
  file = '.vite/manifest.json',
): Promise<BuildManifest> {
  return JSON.parse(await readFile(path.join(distDir, file), 'utf8')) as BuildManifest;
}

/** The output files of these source modules and of everything they import statically. */
export function staticClosure(manifest: BuildManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * What a build of its own costs when its first screen opens, and how much more that is than
 * the public shell. Such a build shares nothing by file with the public one, so "beyond the
 * shell" is the difference of the two: what the first screen loads (the entry and the route
 * modules with everything they import statically) minus the public entry with its static
 * imports. Read from the two builds' manifests.
 */
async function ownBuildShellCost(
  distDir: string,
  manifestFile: string,
  keys: string[],
): Promise<AdminShellCost> {
  const own = await readBuildManifest(distDir, manifestFile);
  const missing = keys.filter((key) => !own[key]);
  if (missing.length > 0) throw new Error(`not in ${manifestFile}: ${missing.join(', ')}`);
  const scripts = await gzipSizes(distDir, staticClosure(own, keys));
  const publicManifest = await readBuildManifest(distDir);
  const entries = Object.keys(publicManifest).filter((key) => publicManifest[key]?.isEntry);
  const publicShell = await gzipSizes(distDir, staticClosure(publicManifest, entries));
  return {
    scripts,
    scriptGzipBytes: total(scripts),
    publicShellGzipBytes: total(publicShell),
    beyondShellGzipBytes: total(scripts) - total(publicShell),
  };
}

/** What the staff area costs when a signed-out /login opens (the frame and the login screen). */
export function adminShellCost(distDir: string): Promise<AdminShellCost> {
  return ownBuildShellCost(distDir, STAFF_MANIFEST, ['staff.html', ...LOGIN_ROUTE_MODULES]);
}

/** The route modules /driver/ loads: the drivers' frame and "Azi". */
const DRIVER_SHELL_ROUTE_MODULES = [
  'src/app/routes/driver/driver-layout.tsx',
  'src/app/routes/driver/today.tsx',
];

/** What the drivers' app costs when /driver/ opens (issue #52), measured as the staff area's. */
export function driverShellCost(distDir: string): Promise<AdminShellCost> {
  return ownBuildShellCost(distDir, DRIVER_MANIFEST, [
    'driver.html',
    ...DRIVER_SHELL_ROUTE_MODULES,
  ]);
}

/**
 * Every script a public page can load while the visitor stays on it: the entry and its static
 * imports, the shell's shared chunks that load on first use (the query client, the toaster:
 * the entry's dynamic imports that are not a route or a menu), and the page's own modules with
 * everything they import, dynamically too (the tracking page's info panel and lookup). The
 * static walk of `firstPaintCost` misses those; the browser fetches them as the page mounts.
 */
export async function pageLoadClosure(distDir: string, pagePath: string): Promise<Set<string>> {
  const html = await readFile(path.join(distDir, pagePath, 'index.html'), 'utf8');
  const manifest = await readBuildManifest(distDir);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const { entry, preload } = hydrationAssets(html, pagePath);
  const files = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, followDynamic);
    if (followDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  const entryKey = keyOf.get(entry.replace(/^\//, ''));
  if (!entryKey) throw new Error(`${pagePath}: ${entry} is not in the build manifest`);
  visit(entryKey, false);
  // Shared chunks are named `_…` in the manifest; source modules (routes, menus) are not.
  for (const key of manifest[entryKey]?.dynamicImports ?? []) {
    if (key.startsWith('_')) visit(key, true);
  }
  for (const url of preload) {
    const key = keyOf.get(url.replace(/^\//, ''));
    if (key) visit(key, true);
  }
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

/** The gzip bytes of `pageLoadClosure`: what the page costs once everything it loads is in. */
export async function pageLoadCost(
  distDir: string,
  pagePath: string,
): Promise<{ scripts: Array<{ file: string; gzipBytes: number }>; scriptGzipBytes: number }> {
  const scripts = await gzipSizes(distDir, await pageLoadClosure(distDir, pagePath));
  return { scripts, scriptGzipBytes: total(scripts) };
}
