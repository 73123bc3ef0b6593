/**
 * Running PostgreSQL as root from a private folder (containers, CI, `mktemp -d`): the server
 * runs as the OS user `postgres`, which cannot enter a 0700 folder. It must work anyway, without
 * touching the folder's mode, and fail fast with a clear message where it truly cannot.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { freePort } from '../dev-support/ports';
import { PostgresSetupError, startPostgres } from './postgres';
import { packagedBinariesDir, rootRuntimeBase } from './postgres-runtime';

const isRoot = os.userInfo().uid === 0;
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function privateFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'private-checkout-'));
  await fs.chmod(dir, 0o700);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

function withTmpdir(dir: string): void {
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  cleanups.push(() => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  });
}

describe.skipIf(!isRoot)('PostgreSQL as root from a private folder', () => {
  // Copying 60 MB of binaries takes a while on a loaded machine.
  it(
    'runs from binaries inside a 0700 folder and leaves the folder mode unchanged',
    { timeout: 60_000 },
    async () => {
      const checkout = await privateFolder();
      const binaries = path.join(checkout, 'node_modules', 'native');
      await fs.cp(await packagedBinariesDir(), binaries, {
        recursive: true,
        verbatimSymlinks: true,
      });
      const tmpModeBefore = (await fs.stat(os.tmpdir())).mode;

      const postgres = await startPostgres({
        dataDir: path.join(checkout, 'supabase', '.local', 'db'),
        port: await freePort(),
        throwAway: true,
        log: () => undefined,
        binariesDir: binaries,
      });
      cleanups.push(() => postgres.stop());
      expect(path.dirname(postgres.binariesDir)).toBe(rootRuntimeBase());

      const client = new pg.Client({ connectionString: postgres.url() });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('select 41 + 1 as answer');
      await client.end();
      expect(rows).toEqual([{ answer: 42 }]);

      expect((await fs.stat(checkout)).mode & 0o7777).toBe(0o700);
      expect((await fs.stat(os.tmpdir())).mode).toBe(tmpModeBefore);
      // The data went where `postgres` can reach it, not into the private folder.
      expect(postgres.dataDir.startsWith(rootRuntimeBase() + path.sep)).toBe(true);
      await expect(fs.stat(path.join(checkout, 'supabase'))).rejects.toMatchObject({
        code: 'ENOENT',
      });
    },
  );

  it('fails within seconds, naming TMPDIR, when the postgres user cannot enter the temp folder', async () => {
    const unreachable = await privateFolder();
    withTmpdir(unreachable);
    const started = Date.now();

    const attempt = startPostgres({
      dataDir: path.join(unreachable, 'db'),
      port: await freePort(),
      throwAway: true,
      log: () => undefined,
    });

    await expect(attempt).rejects.toThrow(PostgresSetupError);
    await expect(attempt).rejects.toThrow(/cannot enter .*TMPDIR=\/tmp/s);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await fs.stat(unreachable)).mode & 0o7777).toBe(0o700);
  });

  it('fails with what to do when the temp folder cannot be written', async () => {
    const folder = await privateFolder();
    const notAFolder = path.join(folder, 'a-file');
    await fs.writeFile(notAFolder, '');
    withTmpdir(notAFolder);

    await expect(
      startPostgres({
        dataDir: path.join(folder, 'db'),
        port: await freePort(),
        throwAway: true,
        log: () => undefined,
      }),
    ).rejects.toThrow(/Cannot create .* set TMPDIR to a writable folder/);
  });
});

describe.skipIf(isRoot)('PostgreSQL as a normal user', () => {
  it('keeps the data where it was asked for', async () => {
    const checkout = await privateFolder();
    const dataDir = path.join(checkout, 'db');
    const postgres = await startPostgres({
      dataDir,
      port: await freePort(),
      throwAway: true,
      log: () => undefined,
    });
    cleanups.push(() => postgres.stop());
    expect(postgres.dataDir).toBe(dataDir);
  });
});
