/**
 * config.toml's `[storage.buckets.<name>]` put in place as the CLI seeds them (issue #51): a
 * missing bucket created, an existing one updated, the files of `objects_path` uploaded with a
 * sniffed type, again and again without duplicates; through the code the API runs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConfiguredBucket } from '../../local-stack/storage/config';
import { seedConfiguredBuckets } from '../../local-stack/storage/config-buckets';
import { plain, removeBuckets, storageOf, uniqueBucketName } from '../../test-support/storage';
import { service } from './clients';
import { stack } from './support';

const admin = service();
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'seeded-objects-'));
const { storage, close } = storageOf(stack);
let name: string;
let refusing: string;

beforeAll(async () => {
  name = uniqueBucketName('seeded');
  refusing = uniqueBucketName('refusing');
  await fs.mkdir(path.join(folder, 'docs'));
  await fs.writeFile(path.join(folder, 'logo.png'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
  await fs.writeFile(path.join(folder, 'docs', 'terms.json'), '{"version":1}');
  await fs.writeFile(path.join(folder, 'docs', 'readme'), 'plain words');
});

afterAll(async () => {
  await removeBuckets(admin, [name, refusing]);
  await close();
  await fs.rm(folder, { recursive: true, force: true });
});

describe('seeding the configured buckets', () => {
  it('creates the bucket and uploads its folder, then updates it on the next run', async () => {
    const bucket: ConfiguredBucket = {
      name,
      fileSizeLimit: 5 * 1024 * 1024,
      allowedMimeTypes: ['image/png', 'application/json', 'text/plain; charset=utf-8'],
      objectsPath: folder,
    };
    await seedConfiguredBuckets(storage.context, [bucket]);
    const { data } = await admin.storage.getBucket(name);
    expect(data).toMatchObject({ public: false, file_size_limit: 5 * 1024 * 1024 });
    const types = async () =>
      Object.fromEntries(
        await Promise.all(
          ['logo.png', 'docs/terms.json', 'docs/readme'].map(async (object) => {
            const { data: info } = await admin.storage.from(name).info(object);
            const seen: [string, unknown[]] = [object, [info?.contentType, info?.cacheControl]];
            return seen;
          }),
        ),
      );
    expect(await types()).toEqual({
      'logo.png': ['image/png', 'max-age=3600'],
      'docs/terms.json': ['application/json', 'max-age=3600'],
      'docs/readme': ['text/plain; charset=utf-8', 'max-age=3600'],
    });

    await fs.writeFile(path.join(folder, 'docs', 'readme'), 'changed words');
    await seedConfiguredBuckets(storage.context, [{ ...bucket, public: true }]);
    expect((await admin.storage.getBucket(name)).data?.public).toBe(true);
    const { data: readme } = await admin.storage.from(name).download('docs/readme');
    expect(await readme?.text()).toBe('changed words');
    const { data: listed } = await admin.storage.from(name).list('docs');
    expect(listed?.map((entry) => entry.name)).toEqual(['readme', 'terms.json']);
  });

  it('stops at a file the bucket refuses, naming the reason', async () => {
    // A bucket of this test's own, seeded once as configured, then with a lower limit.
    const bucket: ConfiguredBucket = {
      name: refusing,
      fileSizeLimit: 5 * 1024 * 1024,
      objectsPath: folder,
    };
    await seedConfiguredBuckets(storage.context, [bucket]);
    await expect(
      seedConfiguredBuckets(storage.context, [{ ...bucket, fileSizeLimit: 5 }]),
    ).rejects.toMatchObject({ message: 'The object exceeded the maximum allowed size' });
    expect(plain(await admin.storage.from(refusing).exists('logo.png'))).toEqual({
      data: true,
      error: null,
    });
  });
});
