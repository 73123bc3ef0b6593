/** The site's scenarios: Lighthouse on the production build, and its byte budgets. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { LANGUAGES } from '#common/languages';

import { buildSite } from '../scripts/build-site';
import { adminShellCost, firstPaintCost } from '../scripts/bundle-budget';
import { PAGE_IDS, pathFor } from '../src/lib/routes/route-manifest';
import { runLighthouse, RUNS } from './lighthouse';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { ratioTo } from './stats';

/** Done when (issue #17): TBT at most this many times the floor's, LCP at most the floor's. */
const MAX_TBT_RATIO = 1.2;
const MAX_LCP_RATIO = 1;
/** Done when (issue #17): cumulative layout shift on either host kind. */
const MAX_CLS = 0.05;

export async function runLighthouseScenario(): Promise<ScenarioResult> {
  const scenario = 'lighthouse';
  const { floor, pages, layoutShifts } = await runLighthouse((line) => progress(scenario, line));
  const rows: ResultRow[] = [
    row(scenario, 'floor / performance', floor.performance, 'score'),
    row(scenario, 'floor / LCP', floor.lcpMs, 'ms'),
    row(scenario, 'floor / TBT', floor.tbtMs, 'ms'),
    row(scenario, 'floor / FCP', floor.fcpMs, 'ms'),
    ...pages.flatMap((r) => [
      row(scenario, `${r.page} performance`, r.performance, 'score', { atLeast: 100 }),
      row(scenario, `${r.page} TBT`, r.tbtMs, 'ms'),
      row(scenario, `${r.page} TBT, ratio to the floor`, ratioTo(r.tbtMs, floor.tbtMs), '×', {
        atMost: MAX_TBT_RATIO,
      }),
      row(scenario, `${r.page} LCP`, r.lcpMs, 'ms'),
      row(scenario, `${r.page} LCP, ratio to the floor`, ratioTo(r.lcpMs, floor.lcpMs), '×', {
        atMost: MAX_LCP_RATIO,
      }),
      row(scenario, `${r.page} FCP`, r.fcpMs, 'ms'),
      row(scenario, `${r.page} accessibility`, r.accessibility, 'score', { atLeast: 100 }),
      row(scenario, `${r.page} best practices`, r.bestPractices, 'score', { atLeast: 100 }),
      // A lookup and an offer link are noindex on purpose (one customer's): no SEO target there.
      row(scenario, `${r.page} SEO`, r.seo, 'score', r.indexed ? { atLeast: 100 } : undefined),
      row(scenario, `${r.page} CLS (Lighthouse, unthrottled load)`, r.cls, ''),
    ]),
    ...layoutShifts.map((shift) =>
      row(
        scenario,
        `${shift.page} CLS on a ${shift.host} host, throttled, worst of ${shift.runs.length}`,
        Number(shift.cls.toFixed(3)),
        '',
        { atMost: MAX_CLS },
      ),
    ),
  ];
  return { rows, details: { medianOf: RUNS, floor, pages, layoutShifts } };
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
          key: `${page}/${lang}`,
          path: pathFor(page, lang),
          cost: await firstPaintCost(root, pathFor(page, lang)),
        })),
      ),
    );
    const baseline = await readBaseline();
    const maxJs = Math.max(...costs.map((c) => c.cost.scriptGzipBytes));
    const maxCss = Math.max(...costs.map((c) => c.cost.styleGzipBytes));
    // By page and language: the slugs have changed since (the language passes). A page made
    // after the baseline (request, privacy) has nothing to grow from; its budget is the ratio
    // to the floor (page weight, e2e/budget.spec.ts).
    const growth = costs.flatMap((c) => {
      const before = baseline.pages[c.key];
      return before
        ? [{ path: c.path, beforeJs: before.scriptGzipBytes, afterJs: c.cost.scriptGzipBytes }]
        : [];
    });
    const maxGrowth = Math.max(...growth.map((g) => g.afterJs - g.beforeJs));
    const admin = await adminShellCost(root);
    for (const g of growth) {
      progress(
        'bundle',
        `${g.path}: ${kb(g.beforeJs)} → ${kb(g.afterJs)} KB (${signed(kb(g.afterJs - g.beforeJs))})`,
      );
    }
    const newPages = costs.filter((c) => !baseline.pages[c.key]).map((c) => c.path);
    if (newPages.length > 0) {
      progress('bundle', `made after the baseline, not compared: ${newPages.join(', ')}`);
    }
    return {
      rows: [
        // No target of its own: the budget is a ratio to the framework floor built in the same
        // run (page weight, DECISIONS 20); the floor alone is 97 KB.
        row('bundle', 'page JS to hydrate, largest page (gzip)', maxJs / 1024, 'KB'),
        row(
          'bundle',
          `same, before the staff area (${baseline.commit})`,
          maxBefore(baseline),
          'KB',
        ),
        row('bundle', 'page JS growth since then, worst page (gzip)', maxGrowth / 1024, 'KB', {
          atMost: 0,
        }),
        row('bundle', 'page CSS, largest page (gzip)', maxCss / 1024, 'KB', { below: 15 }),
        row(
          'bundle',
          'admin shell JS on /login beyond the public shell (gzip)',
          admin.beyondShellGzipBytes / 1024,
          'KB',
          {
            atMost: 80,
          },
        ),
      ],
      details: {
        pages: costs.map((c) => ({ path: c.path, ...c.cost })),
        growth,
        adminShell: admin,
      },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

interface FirstPaintBaseline {
  commit: string;
  /** By `page/lang` (e.g. `about/de`); `path` is the URL it had then. */
  pages: Record<string, { path: string; scriptGzipBytes: number; styleGzipBytes: number }>;
}

/** Per-page costs measured on the commit before the staff area (bench/baselines/). */
async function readBaseline(): Promise<FirstPaintBaseline> {
  const file = path.join(import.meta.dirname, 'baselines', 'first-paint-before-staff-area.json');
  return JSON.parse(await readFile(file, 'utf8')) as FirstPaintBaseline;
}

const maxBefore = (baseline: FirstPaintBaseline) =>
  Math.max(...Object.values(baseline.pages).map((page) => page.scriptGzipBytes)) / 1024;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
