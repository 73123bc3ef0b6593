/**
 * Result rows, progress lines, the final table and the JSON files in bench/results/.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { formatMs } from './stats';

/**
 * A target is an upper bound (latencies, start times), a lower bound (throughput) or an exact
 * value (a budget that must be the same however it is asked for).
 */
export type Target =
  { below: number } | { atMost: number } | { atLeast: number } | { exactly: number };

export interface ResultRow {
  scenario: string;
  metric: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "< 20 ms"; null when the metric is informational. */
  target: string | null;
  /** Whether the value meets the target; null when there is no target. */
  pass: boolean | null;
}

/** What a scenario function returns. */
export interface ScenarioResult {
  rows: ResultRow[];
  /** Anything else worth keeping: sample counts, query plans, CPU use, error samples. */
  details: Record<string, unknown>;
}

export interface ScenarioOutcome {
  scenario: string;
  durationMs: number;
  rows: ResultRow[];
  /** Anything else worth keeping: sample counts, query plans, CPU use, error samples. */
  details: Record<string, unknown>;
  /** 1, 5 and 15 minute load averages when the scenario started: busy neighbours skew results. */
  loadAverageAtStart: number[];
  /** Set when the scenario threw; its rows are then whatever it measured before. */
  error?: string;
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryBytes: number;
  platform: string;
  arch: string;
  release: string;
  node: string;
  loadAverageAtStart: number[];
}

export interface BenchReport {
  date: string;
  durationMs: number;
  machine: MachineInfo;
  results: ResultRow[];
  scenarios: ScenarioOutcome[];
}

export function row(
  scenario: string,
  metric: string,
  value: number,
  unit: string,
  target?: Target,
): ResultRow {
  if (!target) return { scenario, metric, value, unit, target: null, pass: null };
  if ('exactly' in target) {
    return {
      scenario,
      metric,
      value,
      unit,
      target: `= ${target.exactly} ${unit}`,
      pass: value === target.exactly,
    };
  }
  if ('atMost' in target) {
    return {
      scenario,
      metric,
      value,
      unit,
      target: `<= ${target.atMost} ${unit}`,
      pass: value <= target.atMost,
    };
  }
  if ('below' in target) {
    return {
      scenario,
      metric,
      value,
      unit,
      target: `< ${target.below} ${unit}`,
      pass: value < target.below,
    };
  }
  return {
    scenario,
    metric,
    value,
    unit,
    target: `>= ${target.atLeast} ${unit}`,
    pass: value >= target.atLeast,
  };
}

const startedAt = performance.now();

/** A progress line: seconds since the run started, the scenario, the message. */
export function progress(scenario: string, message: string): void {
  const elapsed = ((performance.now() - startedAt) / 1000).toFixed(1).padStart(6);
  console.log(`[${elapsed}s] ${scenario.padEnd(14)} ${message}`);
}

function formatValue(value: number, unit: string): string {
  if (unit === 'ms') return formatMs(value);
  if (Number.isInteger(value)) return String(value);
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryBytes: os.totalmem(),
    platform: os.platform(),
    arch: os.arch(),
    release: os.release(),
    node: process.version,
    loadAverageAtStart: os.loadavg(),
  };
}

/** A plain-text table with a header, right-aligned numbers and a PASS/FAIL column. */
export function formatTable(rows: readonly ResultRow[]): string {
  const header = ['scenario', 'metric', 'value', 'unit', 'target', 'result'];
  const body = rows.map((result) => [
    result.scenario,
    result.metric,
    formatValue(result.value, result.unit),
    result.unit,
    result.target ?? '-',
    result.pass === null ? '-' : result.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const rightAligned = new Set([2]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return rightAligned.has(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** File name of a result: the run's ISO timestamp with ':' replaced (not allowed everywhere). */
function resultFileName(date: string): string {
  return `${date.replace(/:/g, '-')}.json`;
}

/**
 * Writes bench/results/<timestamp>.json and, for a run of every scenario, latest.json;
 * returns the paths written.
 */
export async function writeReport(
  dir: string,
  report: BenchReport,
  options: { latest: boolean } = { latest: true },
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const files = [path.join(dir, resultFileName(report.date))];
  if (options.latest) files.push(path.join(dir, 'latest.json'));
  for (const file of files) await fs.writeFile(file, json);
  return files;
}
