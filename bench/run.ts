/**
 * `npm run bench`: runs every scenario in turn, prints one table of all results and writes
 * bench/results/<ISO timestamp>.json and bench/results/latest.json. See bench/README.md.
 * `npm run bench -- --only "<scenario>"` runs one scenario (latest.json is then left alone).
 *
 * Exit code: 0 when every scenario ran (targets missed or not: the table says PASS/FAIL),
 * 1 when a scenario crashed. A watchdog ends a run that hangs.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runAdminList } from './admin-list';
import { runAdminListPage, runRequestsListPage } from './admin-list-page';
import { runDriverUpload } from './driver-upload';
import { runPageWeight } from './page-weight';
import { runPapers } from './papers';
import {
  type BenchReport,
  formatTable,
  machineInfo,
  progress,
  type ResultRow,
  type ScenarioOutcome,
  type ScenarioResult,
  writeReport,
} from './report';
import type { ChildAnswer, ChildScenario } from './scenario-child';
import { runShipmentSearch } from './shipment-search';
import { runSignIn } from './sign-in';
import { runBundleScenario, runLighthouseScenario } from './site';
import { runStackStart } from './stack-start';
import { runStorage } from './storage';
import { benchStack, errorMessage, timed } from './support';
import { runTrackShipment } from './track-shipment';
import { runTrackingPage } from './tracking-page';
import { runTrackingThrottle } from './tracking-throttle';

const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
/** Far above a normal run (~10 minutes with Lighthouse): only a hang gets here. */
const WATCHDOG_MS = 20 * 60_000;

const SCENARIOS = [
  'stack start',
  'sign-in',
  'storage',
  'driver upload',
  'track_shipment',
  'tracking throttle',
  'admin list',
  'shipment search',
  'admin list page',
  'requests list',
  'tracking page',
  'customer e-mail',
  'transport request',
  'papers',
  'bundle',
  'page weight',
  'lighthouse',
];
/** The scenario named after --only, or undefined for all of them. */
function onlyScenario(): string | undefined {
  const index = process.argv.indexOf('--only');
  if (index === -1) return undefined;
  const name = process.argv[index + 1];
  if (!name || !SCENARIOS.includes(name)) {
    throw new Error(`--only needs one of: ${SCENARIOS.map((s) => `"${s}"`).join(', ')}`);
  }
  return name;
}

const SCENARIO_CHILD = fileURLToPath(new URL('./scenario-child.ts', import.meta.url));

/** A scenario run in a fresh Node process (bench/scenario-child.ts says why). */
function inChildProcess(name: ChildScenario): () => Promise<ScenarioResult> {
  return () =>
    new Promise((resolve, reject) => {
      const child = fork(SCENARIO_CHILD, [name], {
        execArgv: process.execArgv, // tsx's loader, so the child runs TypeScript too
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.once('message', (answer: ChildAnswer) =>
        answer.ok ? resolve(answer.result) : reject(new Error(answer.error)),
      );
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(new Error(`${name} ended (code ${code}, signal ${signal}) without a result`)),
      );
    });
}

async function scenario(
  name: string,
  work: () => Promise<ScenarioResult>,
): Promise<ScenarioOutcome> {
  const loadAverageAtStart = os.loadavg();
  progress(
    name,
    `--- start (load average ${loadAverageAtStart.map((load) => load.toFixed(2)).join(' ')})`,
  );
  const start = performance.now();
  try {
    const { rows, details } = await work();
    const durationMs = performance.now() - start;
    console.log(`\n${formatTable(rows)}\n`);
    progress(name, `--- done in ${(durationMs / 1000).toFixed(1)} s`);
    return { scenario: name, durationMs, loadAverageAtStart, rows, details };
  } catch (error) {
    const durationMs = performance.now() - start;
    progress(name, `--- FAILED after ${(durationMs / 1000).toFixed(1)} s: ${errorMessage(error)}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    return {
      scenario: name,
      durationMs,
      loadAverageAtStart,
      rows: [],
      details: {},
      error: errorMessage(error),
    };
  }
}

async function main(): Promise<number> {
  const only = onlyScenario();
  const wanted = (name: string) => only === undefined || only === name;
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 60_000} min, giving up`);
    // The 'exit' listeners shut the clusters down and remove the temp folders.
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  const date = new Date().toISOString();
  const machine = machineInfo();
  progress(
    'bench',
    `${machine.cpus} × ${machine.cpuModel}, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB, ` +
      `Node ${machine.node}, load average ${machine.loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const started = performance.now();
  const outcomes: ScenarioOutcome[] = [];

  if (wanted('stack start')) outcomes.push(await scenario('stack start', runStackStart));
  if (wanted('sign-in')) outcomes.push(await scenario('sign-in', runSignIn));
  if (wanted('storage')) outcomes.push(await scenario('storage', runStorage));
  if (wanted('driver upload')) outcomes.push(await scenario('driver upload', runDriverUpload));

  // track_shipment, the throttle, the admin list, the shipment search and the list page share
  // one stack on purpose: the admin list tops the same table up from 10,000 to 50,000
  // shipments instead of starting over (and the later two when they run alone).
  const onShared = [
    'track_shipment',
    'tracking throttle',
    'admin list',
    'shipment search',
    'admin list page',
    'requests list',
  ].filter(wanted);
  let shared: Awaited<ReturnType<typeof benchStack>> | undefined;
  if (onShared.length > 0) {
    progress('bench', `starting a throw-away stack for ${onShared.join(', ')}`);
    try {
      const { ms, result } = await timed(() => benchStack());
      shared = result;
      progress('bench', `stack ready in ${ms.toFixed(0)} ms`);
    } catch (error) {
      progress('bench', `could not start the stack: ${errorMessage(error)}`);
    }
  }
  try {
    const stack = shared;
    const unavailable = (): Promise<ScenarioResult> => Promise.reject(new Error('no stack'));
    const onStack = (run: (stack: NonNullable<typeof shared>) => Promise<ScenarioResult>) =>
      stack ? () => run(stack) : unavailable;
    if (wanted('track_shipment')) {
      outcomes.push(await scenario('track_shipment', onStack(runTrackShipment)));
    }
    if (wanted('tracking throttle')) {
      outcomes.push(await scenario('tracking throttle', onStack(runTrackingThrottle)));
    }
    if (wanted('admin list')) outcomes.push(await scenario('admin list', onStack(runAdminList)));
    if (wanted('shipment search')) {
      outcomes.push(await scenario('shipment search', onStack(runShipmentSearch)));
    }
    if (wanted('admin list page')) {
      outcomes.push(await scenario('admin list page', onStack(runAdminListPage)));
    }
    if (wanted('requests list')) {
      outcomes.push(await scenario('requests list', onStack(runRequestsListPage)));
    }
  } finally {
    await shared?.stop();
  }

  if (wanted('tracking page')) outcomes.push(await scenario('tracking page', runTrackingPage));
  if (wanted('customer e-mail')) {
    outcomes.push(await scenario('customer e-mail', inChildProcess('customer e-mail')));
  }
  if (wanted('transport request')) {
    outcomes.push(await scenario('transport request', inChildProcess('transport request')));
  }
  if (wanted('papers')) outcomes.push(await scenario('papers', runPapers));
  if (wanted('bundle')) outcomes.push(await scenario('bundle', runBundleScenario));
  if (wanted('page weight')) outcomes.push(await scenario('page weight', runPageWeight));
  if (wanted('lighthouse')) outcomes.push(await scenario('lighthouse', runLighthouseScenario));

  const results: ResultRow[] = outcomes.flatMap((outcome) => outcome.rows);
  const report: BenchReport = {
    date,
    durationMs: performance.now() - started,
    machine,
    results,
    scenarios: outcomes,
  };
  const files = await writeReport(RESULTS_DIR, report, { latest: only === undefined });

  const withTarget = results.filter((result) => result.pass !== null);
  const met = withTarget.filter((result) => result.pass).length;
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  console.log(`\n=== All results (${(report.durationMs / 1000).toFixed(1)} s) ===\n`);
  console.log(formatTable(results));
  console.log(`\n${met} of ${withTarget.length} targets met.`);
  for (const outcome of failed)
    console.log(`Scenario "${outcome.scenario}" failed: ${outcome.error}`);
  console.log(`Results: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
  clearTimeout(watchdog);
  return failed.length > 0 ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
