import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { userCacheFolder } from './user-cache-folder';

/** Flags for root on a closed network; the last four stop Chromium's own calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type ChromiumSource = 'CHROMIUM_PATH' | 'playwright' | '/usr/bin/chromium' | '@sparticuz/chromium';

export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
}

const HOW_TO_FIX = 'set CHROMIUM_PATH=/path/to/chrome or apt-get install chromium';

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Why the binary cannot start (missing libraries, truncated file…), or undefined if it can. */
function startProblem(path: string): string | undefined {
  try {
    execFileSync(path, ['--version'], { stdio: 'pipe', timeout: 15_000 });
    return undefined;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    return oneLine(stderr || (error instanceof Error ? error.message : String(error)));
  }
}

/** Where the browser goes when the temp folder has no place for this user (git-ignored). */
const PROJECT_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/transport-site', import.meta.url),
);

/** Staging folders older than this were left by a run cut short while unpacking. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * The Chromium packed in @sparticuz/chromium, unpacked once per package version into `folder`,
 * this user's own (see user-cache-folder.ts): a fixed name in the shared temp folder belongs to
 * whichever user ran the tests first, and every other user could neither use nor replace it.
 *
 * The package itself unpacks to $TMPDIR/chromium: a run cut short leaves a truncated binary
 * there, two runs at once write the same file, and an upgrade keeps the old version. So it
 * unpacks into a staging folder inside `folder` that is then renamed into place in one step.
 */
export async function sparticuzChromium(folder = userCacheFolder(PROJECT_CACHE)): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageDir = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(folder, `sparticuz-chromium-${version}`);
  const binary = join(target, 'chromium');
  if (existsSync(binary)) return binary;

  removeAbandonedStaging(folder);
  const staging = mkdtempSync(join(folder, 'staging-'));
  const { default: sparticuz } = await import('@sparticuz/chromium');
  const savedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging; // read by the package's os.tmpdir() calls while it unpacks
  try {
    await sparticuz.executablePath();
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    if (existsSync(binary)) {
      // Another run finished first: use its copy.
      rmSync(staging, { recursive: true, force: true });
      return binary;
    }
    // A folder of ours without the binary (emptied by hand): replace it.
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(staging, target);
    } catch {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }
  return binary;
}

function removeAbandonedStaging(folder: string): void {
  const cutoff = Date.now() - ABANDONED_AFTER_MS;
  for (const name of readdirSync(folder)) {
    if (!name.startsWith('staging-')) continue;
    const path = join(folder, name);
    // Gone already when another run has just renamed its staging folder into place.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < cutoff) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Finds a Chromium without downloading anything: CHROMIUM_PATH, else a browser Playwright
 * already has, else Debian's /usr/bin/chromium, else the binary packed in @sparticuz/chromium.
 * Each candidate must really start (`--version`), so a broken one is reported, not launched.
 */
export async function resolveChromium(): Promise<ResolvedChromium> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(
        `CHROMIUM_PATH=${fromEnv} does not exist (unset it to search for a Chromium).`,
      );
    const problem = startProblem(fromEnv);
    if (problem) throw new Error(`CHROMIUM_PATH=${fromEnv} does not start: ${problem}`);
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  }

  const candidates: Array<[ChromiumSource, () => string | Promise<string>]> = [
    ['playwright', () => chromium.executablePath()],
    ['/usr/bin/chromium', () => '/usr/bin/chromium'],
    ['@sparticuz/chromium', sparticuzChromium],
  ];
  const tried: string[] = [];
  for (const [source, locate] of candidates) {
    try {
      const path = await locate();
      const problem = existsSync(path) ? startProblem(path) : `${path} does not exist`;
      if (problem === undefined) return { executablePath: path, source };
      tried.push(`${source}: ${problem}`);
    } catch (error) {
      tried.push(`${source}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    }
  }
  throw new Error(`No usable Chromium: ${HOW_TO_FIX}. (Tried ${tried.join('; ')})`);
}
