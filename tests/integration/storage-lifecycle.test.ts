/**
 * Stored files across the stack's life (issue #51): they survive a restart; db:reset empties
 * them and puts config.toml's buckets back, as `supabase db reset` does; a fresh data folder
 * starts with no files.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { removeClusterData } from '../../local-stack/postgres';
import { resetLocalDatabase } from '../../local-stack/reset';
import { type RunningStack, startStack } from '../../local-stack/stack';
import { plain, refusal } from '../../test-support/storage';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-lifecycle-'));
const running = new Set<RunningStack>();
const dataDir = path.join(root, 'db');

afterAll(async () => {
  for (const stack of running) await stack.stop();
  await removeClusterData(dataDir);
  await fs.rm(root, { recursive: true, force: true });
});

async function start(): Promise<RunningStack> {
  const stack = await startStack({ dataDir, apiPort: 0, dbPort: 0 });
  running.add(stack);
  return stack;
}

async function stop(stack: RunningStack): Promise<void> {
  await stack.stop();
  running.delete(stack);
}

async function storedFiles(stack: RunningStack): Promise<number> {
  const entries = await fs
    .readdir(path.join(stack.storageDir, 'objects'), { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe('stored files', () => {
  it('survive a restart, and db:reset on the running stack empties them', async () => {
    const first = await start();
    expect(first.storageDir).toBe(`${dataDir}-storage`);
    const admin = nodeSupabaseClient(first.apiUrl, first.serviceRoleKey);
    expect((await admin.storage.createBucket('kept', { public: false })).error).toBeNull();
    const evidence = admin.storage.from('shipment-evidence');
    const pdf = Buffer.from('%PDF-1.7 a consignment note');
    expect(
      (await evidence.upload('TR-1/cmr.pdf', pdf, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    await stop(first);

    const again = await start();
    const client = nodeSupabaseClient(again.apiUrl, again.serviceRoleKey);
    const { data, error } = await client.storage.from('shipment-evidence').download('TR-1/cmr.pdf');
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf);
    expect(await storedFiles(again)).toBe(1);

    await resetLocalDatabase({ dataDir, dbPort: Number(new URL(again.dbUrl).port) });
    expect(await storedFiles(again)).toBe(0);
    // The stack's connections were dropped with the database; it serves again by itself.
    await expect
      .poll(async () => plain(await client.storage.from('shipment-evidence').list('TR-1')), {
        timeout: 15_000,
      })
      .toEqual({ data: [], error: null });
    expect(plain(await client.storage.getBucket('kept'))).toEqual(
      refusal('404', 'Bucket not found'),
    );
    const { data: buckets } = await client.storage.listBuckets();
    expect(buckets?.map((bucket) => bucket.name)).toEqual(['shipment-evidence']);
  });
});
