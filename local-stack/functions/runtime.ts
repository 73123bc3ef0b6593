/**
 * Runs runtime/main.ts under the Deno binary of the npm package `deno` (its platform binary
 * comes from an optional dependency: nothing is downloaded at run time), restarts it when it
 * dies, and tells the gateway where it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, type FSWatcher, watch } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEVELOPMENT_PORTS } from '../../dev-support/ports';
import { userCacheFolder } from '../../dev-support/user-cache-folder';
import { readLines } from '../read-lines';
import { mergedImportMap } from './import-map';
import { type PermissionBroker, startPermissionBroker } from './permission-broker';

const MAIN = fileURLToPath(new URL('runtime/main.ts', import.meta.url));
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Deno's cache folder (DENO_DIR: transpiled modules, never npm packages, which come from
 * node_modules). Per user (issue #29): `<temp>/transport-site-<uid>/deno`, or the checkout's
 * node_modules/.cache/transport-site/deno when that temp folder cannot be this user's.
 */
export function defaultDenoDir(): string {
  const fallback = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'transport-site');
  return path.join(userCacheFolder(fallback), 'deno');
}

/**
 * The deno binary of the npm package, found the way its own `bin.cjs` (`npx deno`) finds it:
 * `runInstall` returns the binary of the platform package `@deno/<target>`, linked next to
 * the package on first use.
 */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const { runInstall } = require('deno/install_api.cjs') as { runInstall: () => string };
  return runInstall();
}

/**
 * The one folder outside supabase/functions that functions import (through the `#common/` name
 * of their deno.json): common/, what the site and the e-mails both read (the company facts,
 * languages, statuses, a transport request's rules, the e-mails' texts, the generated database
 * types…). `supabase functions deploy` uploads whatever a function's module graph reaches under
 * the project folder; locally Deno must be allowed to read it, and `npm run check:functions`
 * fails on a file the graph reaches outside supabase/functions and this folder.
 */
export const COMMON_DIR = path.join(PROJECT_ROOT, 'common');

/** What a function may read: its folder, the packages `npm:` imports resolve to, common/. */
function readRoots(functionsDir: string): string[] {
  return [functionsDir, path.join(PROJECT_ROOT, 'node_modules'), COMMON_DIR];
}

/**
 * The permissions a function has on hosted, as far as they matter: the network except outgoing
 * ports 25 and 587, the environment, and reading its own files (plus the project's node_modules,
 * which `npm:` imports resolve to: `--node-modules-dir=manual` uses the installed packages and
 * never asks the registry). The flags say so as far as they can; the permission broker
 * (permission-broker.ts) decides every net and read check, because `--deny-net` cannot block a
 * port on every host. `--allow-net` stays partial (a deny list) so that Deno asks the broker.
 */
function denoArgs(functionsDir: string): string[] {
  // No deno.json/package.json discovery: a bare import resolves only through the import map
  // each function has on hosted (its own deno.json; import-map.ts), merged into one.
  const importMap = mergedImportMap(functionsDir);
  const mapUrl = `data:application/json,${encodeURIComponent(JSON.stringify(importMap))}`;
  return [
    'run',
    '--quiet',
    '--no-prompt',
    '--no-config',
    `--import-map=${mapUrl}`,
    '--node-modules-dir=manual',
    '--allow-net',
    '--deny-net=:25,:587',
    '--allow-env',
    `--allow-read=${readRoots(functionsDir).join(',')}`,
    MAIN,
    functionsDir,
    [...DEVELOPMENT_PORTS].join(','),
  ];
}

/** Deno's notice that it uses a broker, on every start: not news for the log. */
const BROKER_NOTICE = 'Permission broker is an experimental feature';

/** The port main.ts announces once it listens (`{"port":N}`), or undefined for other output. */
function listenPort(line: string): number | undefined {
  try {
    const { port } = JSON.parse(line) as { port?: unknown };
    return typeof port === 'number' ? port : undefined;
  } catch {
    return undefined;
  }
}

export interface FunctionsRuntimeOptions {
  functionsDir: string;
  /** The functions' environment (secrets), read each time the process (re)starts. */
  env: () => Record<string, string>;
  /** Deno's cache folder (DENO_DIR): per user, never a shared fixed path. */
  denoDir: string;
  log: (line: string) => void;
  /**
   * Restart the runtime when a file under functionsDir changes, so an edited function is
   * served anew (the CLI's `functions serve` reloads too). For `npm start`, not test stacks.
   */
  watch?: boolean;
}

export interface FunctionsRuntime {
  /** The runtime's origin once it listens; starts (or restarts) it when needed. */
  origin(): Promise<string>;
  /** The running Deno process, if any (tests kill it to see the restart). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export function createFunctionsRuntime(options: FunctionsRuntimeOptions): FunctionsRuntime {
  const { functionsDir, log } = options;
  let child: ChildProcess | undefined;
  let current: Promise<string> | undefined;
  let stopped = false;
  let broker: Promise<PermissionBroker> | undefined;

  const launch = async (): Promise<string> => {
    broker ??= startPermissionBroker({ readRoots: readRoots(functionsDir) }, log);
    const { socketPath } = await broker;
    if (stopped) throw new Error('the functions runtime is stopped');
    let args: string[];
    try {
      args = denoArgs(functionsDir);
    } catch (error) {
      // A function's import map cannot be read: the next request reads it again.
      current = undefined;
      throw error;
    }
    return new Promise<string>((resolve, reject) => {
      const proc = spawn(denoBinary(), args, {
        cwd: PROJECT_ROOT,
        env: {
          ...options.env(),
          DENO_DIR: options.denoDir,
          DENO_PERMISSION_BROKER_PATH: socketPath,
          NO_COLOR: '1',
        },
        // stdin stays open for the process's life: main.ts exits when it closes (we died).
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child = proc;
      let listening = false;
      readLines(proc.stdout, (line) => {
        if (!listening) {
          const port = listenPort(line);
          if (port !== undefined) {
            listening = true;
            resolve(`http://127.0.0.1:${port}`);
            return;
          }
        }
        log(`[functions] ${line}`);
      });
      readLines(proc.stderr, (line) => {
        if (!line.includes(BROKER_NOTICE)) log(`[functions] ${line}`);
      });
      proc.on('error', (error) => {
        // Not started at all (no binary): the next request tries again.
        if (child === proc) current = undefined;
        reject(error);
      });
      proc.on('exit', (code, signal) => {
        if (child === proc) {
          child = undefined;
          current = undefined; // the next request starts a fresh process
        }
        if (!listening) reject(new Error(`deno exited (${signal ?? code}) before listening`));
        else if (!stopped) log(`[functions] runtime exited (${signal ?? code}); restarting`);
        if (listening && !stopped) void origin().catch(() => undefined);
      });
    });
  };

  const origin = (): Promise<string> => {
    if (stopped) return Promise.reject(new Error('the functions runtime is stopped'));
    current ??= launch();
    return current;
  };

  let watcher: FSWatcher | undefined;
  if (options.watch && existsSync(functionsDir)) {
    watcher = watch(functionsDir, { recursive: true }, () => {
      // The exit handler starts it again; a module once imported is never re-read otherwise.
      if (child && !stopped) child.kill('SIGTERM');
    });
  }

  return {
    origin,
    pid: () => child?.pid,
    stop: async () => {
      stopped = true;
      watcher?.close();
      const proc = child;
      if (proc && proc.exitCode === null) {
        await new Promise<void>((resolve) => {
          proc.once('exit', () => resolve());
          proc.kill('SIGTERM');
        });
      }
      await (await broker?.catch(() => undefined))?.close();
    },
  };
}
