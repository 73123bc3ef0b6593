/**
 * Lighthouse (mobile preset, simulated throttling) against the production build served
 * locally, precompressed like a static host serves it, with every external host blocked.
 * Median of RUNS runs per page: home and two other pages, in two languages.
 *
 *   npx tsx bench/lighthouse.ts   (npm run bench runs it through bench/site.ts)
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sirv from 'sirv';

import { chromiumArgs, resolveChromium } from '../e2e/support/chromium';
import { buildSite } from '../scripts/build-site';
import { startStack } from '../supabase/local/stack';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = [
  '/de',
  '/en',
  '/de/ueber-uns',
  '/en/about-us',
  '/de/sendungsverfolgung',
  '/en/tracking',
];

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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

async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = sirv(dir, { single: true, gzip: true, brotli: true, etag: true });
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function audit(lhr: Lhr, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

export async function runLighthouse(
  log: (line: string) => void = console.log,
): Promise<LighthouseResult[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  const dist = path.join(root, 'dist');
  const { executablePath } = await resolveChromium();
  const results: LighthouseResult[] = [];
  // A real backend: the tracking page fetches the staff info text as it would in production.
  const stack = await startStack({ apiPort: 0, dbPort: 0 });
  try {
    log('lighthouse: building the site…');
    await buildSite({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    });
    await precompress(dist);
    const site = await serve(dist);
    const chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: [
        ...chromiumArgs,
        '--headless=new',
        // Nothing but this machine: an external font, image or script would fail, not hide.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
    try {
      for (const page of PAGES) {
        const runs: LighthouseResult[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${site.url}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          const { lhr } = result;
          runs.push({
            page,
            performance: score(lhr, 'performance'),
            accessibility: score(lhr, 'accessibility'),
            bestPractices: score(lhr, 'best-practices'),
            seo: score(lhr, 'seo'),
            fcpMs: audit(lhr, 'first-contentful-paint'),
            lcpMs: audit(lhr, 'largest-contentful-paint'),
            tbtMs: audit(lhr, 'total-blocking-time'),
            cls: audit(lhr, 'cumulative-layout-shift'),
          });
        }
        const pick = (key: keyof Omit<LighthouseResult, 'page'>) => median(runs.map((r) => r[key]));
        const summary: LighthouseResult = {
          page,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          fcpMs: Math.round(pick('fcpMs')),
          lcpMs: Math.round(pick('lcpMs')),
          tbtMs: Math.round(pick('tbtMs')),
          cls: Number(pick('cls').toFixed(3)),
        };
        log(
          `lighthouse ${page}: perf ${summary.performance}, a11y ${summary.accessibility}, ` +
            `bp ${summary.bestPractices}, seo ${summary.seo}, FCP ${summary.fcpMs} ms, ` +
            `LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}`,
        );
        results.push(summary);
      }
    } finally {
      chrome.kill();
      await site.close();
    }
  } finally {
    await stack.stop();
    await rm(root, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runLighthouse();
}
