/**
 * Stored files across the stack's life (issue #51): they and unfinished resumable uploads
 * survive a restart; db:reset empties them and puts config.toml's buckets back, as `supabase db
 * reset` does; a fresh data folder starts with no files.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { Upload } from 'tus-js-client';
import { afterAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient } from '../../dev-support/node-supabase-client';
import { removeClusterData } from '../../local-stack/postgres';
import { resetLocalDatabase } from '../../local-stack/reset';
import { type RunningStack, startStack } from '../../local-stack/stack';
import {
  GUIDE_OPTIONS,
  MB,
  runUntil,
  testBytes,
} from '../../local-stack/storage/resumable/tus-test-client';
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

/** A resumable upload's state, as a TUS client asks for it: status and offset. */
async function uploadState(url: string, stack: RunningStack) {
  const response = await fetch(url, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'tus-resumable': '1.0.0' },
  });
  return { status: response.status, offset: response.headers.get('upload-offset') };
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
    // A resumable upload left after its first 6 MB chunk.
    const unfinished = new Upload(testBytes(7 * MB), {
      ...GUIDE_OPTIONS,
      endpoint: `${first.apiUrl}/storage/v1/upload/resumable`,
      headers: { authorization: `Bearer ${first.serviceRoleKey}` },
      metadata: {
        bucketName: 'shipment-evidence',
        objectName: 'TR-1/scan.pdf',
        contentType: 'application/pdf',
      },
    });
    await runUntil(unfinished);
    const uploadPath = new URL(unfinished.url ?? '').pathname;
    await stop(first);

    const again = await start();
    const client = nodeSupabaseClient(again.apiUrl, again.serviceRoleKey);
    const { data, error } = await client.storage.from('shipment-evidence').download('TR-1/cmr.pdf');
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdf);
    expect(await storedFiles(again)).toBe(1);
    const unfinishedUrl = `${again.apiUrl}${uploadPath}`;
    expect(await uploadState(unfinishedUrl, again)).toEqual({
      status: 200,
      offset: String(6 * MB),
    });
    // db:reset removes the folder with the rest; the next resumable upload makes it again.
    const unfinishedFiles = () =>
      fs.readdir(path.join(again.storageDir, 'resumable')).catch(() => []);
    expect(await unfinishedFiles()).toHaveLength(2); // its bytes and their record

    await resetLocalDatabase({ dataDir, dbPort: Number(new URL(again.dbUrl).port) });
    expect(await storedFiles(again)).toBe(0);
    expect(await uploadState(unfinishedUrl, again)).toEqual({ status: 404, offset: null });
    expect(await unfinishedFiles()).toEqual([]);
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
