/**
 * Runs the suites that touch a real stack again and again under CPU load, to find tests that
 * depend on luck (issue #38). Not part of `npm test`.
 *   npm run test:soak                                   5× everything below
 *   npm run test:soak -- --repeat 2                      2 repeats / 2 seeds
 *   npm run test:soak -- --parts e2e --repeat 20 e2e/staff-restore.spec.ts
 *   npm run test:soak -- --parts integration --seeds 7,8 shipment
 * Parts: e2e (Playwright `--repeat-each`) and every Vitest project of vite.config.ts (unit:dom,
 * unit:stack, unit:node, integration: files and tests shuffled, one run per seed). Other
 * arguments filter the files of every part.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { startCpuHog } from './soak/cpu-hog';
import type { SoakRunResult } from './soak/failures';
import { runPlaywright, runVitest } from './soak/run-parts';
import { soakSummary } from './soak/summary';
import { vitestProjects } from './soak/vitest-projects';

const PARTS = ['e2e', ...vitestProjects()];

const USAGE = `usage: npm run test:soak -- [--repeat N] [--seeds a,b,…] [--parts ${PARTS.join(',')}]
                            [--hog-threads N] [--hog-minutes M] [file filters…]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function positiveInteger(text: string, name: string, min = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    fail(`--${name} must be a whole number ≥ ${min}, not "${text}"`);
  return value;
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        repeat: { type: 'string', default: '5' },
        seeds: { type: 'string' },
        parts: { type: 'string', default: PARTS.join(',') },
        'hog-threads': { type: 'string', default: String(availableParallelism()) },
        'hog-minutes': { type: 'string', default: '120' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const repeat = positiveInteger(values.repeat, 'repeat');
  const parts = values.parts.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!PARTS.includes(part)) fail(`unknown part "${part}"`);
  }
  // Random seeds unless given; printed with every run, so a failing order can be replayed.
  const seeds = values.seeds
    ? values.seeds.split(',').map((seed) => positiveInteger(seed, 'seeds'))
    : Array.from({ length: repeat }, () => 1 + Math.floor(Math.random() * 1_000_000));
  return {
    repeat,
    seeds,
    parts,
    hogThreads: positiveInteger(values['hog-threads'], 'hog-threads', 0),
    hogMs: positiveInteger(values['hog-minutes'], 'hog-minutes') * 60_000,
    filters: positionals,
  };
}

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const options = readOptions();
const started = Date.now();
const hog =
  options.hogThreads > 0
    ? startCpuHog({ threads: options.hogThreads, maxMs: options.hogMs })
    : null;
const load = hog
  ? `${hog.threads} spinning threads (at most ${options.hogMs / 60_000} min)`
  : 'none';
const results: SoakRunResult[] = [];
try {
  for (const part of options.parts) {
    if (part === 'e2e') {
      results.push(await runPlaywright(PROJECT_ROOT, options.repeat, options.filters));
      continue;
    }
    for (const seed of options.seeds) {
      results.push(await runVitest(PROJECT_ROOT, part, seed, options.filters));
    }
  }
} finally {
  await hog?.stop();
}
console.log(soakSummary(results, Date.now() - started, load));
process.exitCode = results.some((result) => result.failures.length > 0) ? 1 : 0;
