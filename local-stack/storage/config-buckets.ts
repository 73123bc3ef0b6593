/**
 * The buckets config.toml declares, put in place as the CLI does on `supabase start` with a
 * fresh database and on `supabase db reset` (supabase/cli internal/seed/buckets,
 * pkg/storage/batch.go): an existing bucket's settings updated, a missing one created (buckets
 * not declared are left alone), then every file under `objects_path` uploaded with
 * `x-upsert: true`, `Cache-Control: max-age=3600` and a sniffed type. As service, through the
 * same bucket and upload code the API runs.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import { createBucket, listBuckets, updateBucket } from './buckets';
import type { ConfiguredBucket } from './config';
import type { StorageContext } from './context';
import type { Scope } from './scope';
import { sniffType } from './sniff-type';
import { bucketLimits, uploadObject } from './upload-object';
import { plainSource } from './upload-source';

/** The regular files under `folder`, by path (the CLI walks them in name order too). */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

async function uploadFolder(
  storage: StorageContext,
  asService: Scope,
  bucket: ConfiguredBucket & { objectsPath: string },
): Promise<void> {
  const limits = await bucketLimits(storage, asService, bucket.name);
  for (const file of await filesUnder(bucket.objectsPath)) {
    const objectName = path.relative(bucket.objectsPath, file).split(path.sep).join('/');
    const handle = await fs.open(file, 'r');
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, 512, 0);
    const { size } = await handle.stat();
    await handle.close();
    const source = plainSource(
      createReadStream(file),
      {
        mimeType: sniffType(head.subarray(0, bytesRead), file),
        cacheControl: 'max-age=3600',
        userMetadata: undefined,
        length: size,
      },
      objectName,
      limits,
    );
    await uploadObject(
      storage,
      asService,
      asService,
      {
        bucketId: bucket.name,
        objectName,
        owner: storage.service.sub,
        upsert: true,
      },
      source,
    );
  }
}

export async function seedConfiguredBuckets(
  storage: StorageContext,
  buckets: readonly ConfiguredBucket[],
): Promise<void> {
  const asService: Scope = {
    caller: storage.service,
    request: { headers: {}, method: 'POST', path: '/bucket' },
    operation: 'storage.bucket.create',
  };
  const existing = new Map(
    (await listBuckets(storage, asService, {})).map((bucket) => [bucket.name, bucket.id]),
  );
  for (const bucket of buckets) {
    const settings = {
      public: bucket.public,
      fileSizeLimit: bucket.fileSizeLimit,
      allowedMimeTypes: bucket.allowedMimeTypes,
    };
    const id = existing.get(bucket.name);
    if (id !== undefined) await updateBucket(storage, asService, id, settings);
    else
      await createBucket(storage, asService, { id: bucket.name, name: bucket.name, ...settings });
  }
  for (const bucket of buckets) {
    if (bucket.objectsPath)
      await uploadFolder(storage, asService, { ...bucket, objectsPath: bucket.objectsPath });
  }
}
