/** The site's scenarios: Lighthouse on the production build, and its byte budgets. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { buildSite } from '../scripts/build-site';
import { firstPaintCost } from '../scripts/bundle-budget';
import { LANGUAGES } from '../src/lib/i18n/languages';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { runLighthouse } from './lighthouse';
import { progress, type ResultRow, row, type ScenarioResult } from './report';

export async function runLighthouseScenario(): Promise<ScenarioResult> {
  const results = await runLighthouse((line) => progress('lighthouse', line));
  const rows: ResultRow[] = results.flatMap((r) => [
    row('lighthouse', `${r.page} performance`, r.performance, 'score', { atLeast: 98 }),
    row('lighthouse', `${r.page} accessibility`, r.accessibility, 'score', { atLeast: 100 }),
    row('lighthouse', `${r.page} best practices`, r.bestPractices, 'score', { atLeast: 100 }),
    row('lighthouse', `${r.page} SEO`, r.seo, 'score', { atLeast: 100 }),
    row('lighthouse', `${r.page} FCP`, r.fcpMs, 'ms'),
    row('lighthouse', `${r.page} LCP`, r.lcpMs, 'ms', { below: 1200 }),
    row('lighthouse', `${r.page} TBT`, r.tbtMs, 'ms'),
    row('lighthouse', `${r.page} CLS`, r.cls, ''),
  ]);
  return { rows, details: { medianOf: Number(process.env.LIGHTHOUSE_RUNS ?? 5), results } };
}

export async function runBundleScenario(): Promise<ScenarioResult> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bundle-'));
  try {
    await buildSite({
      outDir: root,
      quiet: true,
      env: { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'unused' },
    });
    const costs = await Promise.all(
      PAGE_IDS.flatMap((page) =>
        LANGUAGES.map(async (lang) => ({
          path: pathFor(page, lang),
          cost: await firstPaintCost(root, pathFor(page, lang)),
        })),
      ),
    );
    const maxJs = Math.max(...costs.map((c) => c.cost.scriptGzipBytes));
    const maxCss = Math.max(...costs.map((c) => c.cost.styleGzipBytes));
    return {
      rows: [
        row('bundle', 'page JS to hydrate, largest page (gzip)', maxJs / 1024, 'KB', {
          below: 100,
        }),
        row('bundle', 'page CSS, largest page (gzip)', maxCss / 1024, 'KB', { below: 15 }),
      ],
      details: { pages: costs.map((c) => ({ path: c.path, ...c.cost })) },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
