/**
 * The drivers' app's service worker (issue #52): precaches driver.html's build and answers
 * every navigation below /driver/ with its page, so the app opens in a yard without signal.
 * Workbox's generateSW writes it: precaching with revisions, cleanup of old caches and the
 * navigation fallback are its tested parts, which a hand-written worker would have to redo.
 * It sits at the root (DRIVER_WORKER_PATH) and is registered with the scope /driver/ only, by
 * the drivers' app alone (src/app/driver-main.tsx).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { generateSW } from 'workbox-build';

import { DRIVER_PATHS, DRIVER_WORKER_PATH } from '../src/lib/routes/route-manifest';
import { DRIVER_MANIFEST } from './bundle-budget';

type BuildManifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

/** A translation bundle of a language other than Romanian: the drivers' app never reads it. */
const FOREIGN_TEXTS = /(^|\/)locales\/(?!ro\/)[a-z]{2}\//;

/** The driver build's files (scripts, stylesheets, assets) but other languages' texts. */
async function driverBuildFiles(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(outDir, DRIVER_MANIFEST), 'utf8'),
  ) as BuildManifest;
  const files = new Set<string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (FOREIGN_TEXTS.test(source)) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      if (!file.endsWith('.html')) files.add(file);
    }
  }
  return [...files].sort();
}

export async function writeDriverServiceWorker(outDir: string): Promise<void> {
  const page = `${DRIVER_PATHS.today.slice(1)}index.html`;
  const { warnings } = await generateSW({
    swDest: path.join(outDir, DRIVER_WORKER_PATH),
    globDirectory: outDir,
    globPatterns: [page, 'driver.webmanifest', 'favicon.svg', ...(await driverBuildFiles(outDir))],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: `/${page}`,
    navigateFallbackAllowlist: [/^\/driver(\/|$)/],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    cleanupOutdatedCaches: true,
    // A new release takes over at once: the screens read nothing from the old one's caches
    // but its files, and the outbox lives in IndexedDB, not here.
    skipWaiting: true,
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`driver service worker: ${warnings.join('; ')}`);
}
