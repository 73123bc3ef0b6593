import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { JSONReport } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/reporters';

import { shortError, type SoakFailure, type SoakRunResult } from './failures';
import { playwrightFailures } from './playwright-report';
import { outputExplanation, runCommand } from './run-command';
import { vitestFailures } from './vitest-report';

async function withReportFile<T>(use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'soak-'));
  try {
    return await use(path.join(dir, 'report.json'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readReport<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A run that exited non-zero with no failed test to show for it still counts as a failure. */
function unexplained(run: string, code: number, output: string, failures: SoakFailure[]) {
  if (code === 0 || failures.length > 0) return failures;
  return [{ run, test: '(the run itself)', error: shortError(outputExplanation(output), 40) }];
}

/**
 * One test run named `run`: `npx <args(reportFile)>` in `root`, its JSON report read by `parse`
 * (no report: no tests, and the exit code decides).
 */
async function soakRun<Report>(
  run: string,
  root: string,
  command: (reportFile: string) => { args: string[]; env: Record<string, string> },
  parse: (report: Report) => { tests: number; failures: SoakFailure[] },
): Promise<SoakRunResult> {
  const started = Date.now();
  return withReportFile(async (file) => {
    const { args, env } = command(file);
    const { code, output } = await runCommand('npx', args, env, root);
    const report = await readReport<Report>(file);
    const { tests, failures } = report ? parse(report) : { tests: 0, failures: [] };
    return {
      run,
      tests,
      failures: unexplained(run, code, output, failures),
      ms: Date.now() - started,
    };
  });
}

/** The browser journeys, each test `repeatEach` times in one Playwright run. */
export function runPlaywright(
  root: string,
  repeatEach: number,
  filters: string[],
): Promise<SoakRunResult> {
  const run = `e2e ×${repeatEach}`;
  return soakRun<JSONReport>(
    run,
    root,
    (file) => ({
      args: [
        'playwright',
        'test',
        `--repeat-each=${repeatEach}`,
        '--reporter=dot,json',
        ...filters,
      ],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    }),
    (report) => playwrightFailures(report, run),
  );
}

/** One Vitest project with its files and tests in the order a seed shuffles them to. */
export function runVitest(
  root: string,
  project: string,
  seed: number,
  filters: string[],
): Promise<SoakRunResult> {
  const run = `${project} seed ${seed}`;
  return soakRun<JsonTestResults>(
    run,
    root,
    (file) => ({
      args: [
        'vitest',
        'run',
        `--project=${project}`,
        '--sequence.shuffle',
        `--sequence.seed=${seed}`,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${file}`,
        ...filters,
      ],
      env: {},
    }),
    (report) => vitestFailures(report, run, root),
  );
}
