/**
 * The Storage core's side of resumable uploads (local-stack/storage/resumable-port.ts, issue
 * #51): who may upload what, refused with the status and message hosted's TUS routes answer,
 * and a finished upload written as an object the API then serves.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  isResumableRefusal,
  type ResumablePort,
  type ResumableUploadTarget,
} from '../../local-stack/storage/resumable-port';
import { removeBuckets, storageOf, uniqueBucketName } from '../../test-support/storage';
import { customer, service } from './clients';
import { sql, stack } from './support';

const admin = service();
const { storage, close } = storageOf(stack);
const port: ResumablePort = storage.resumablePort;
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'resumable-port-'));
let bucket: string;

const bearer = (token: string) => ({ kind: 'bearer' as const, authorization: `Bearer ${token}` });
const asService = bearer(stack.serviceRoleKey);

function target(changes: Partial<ResumableUploadTarget> = {}): ResumableUploadTarget {
  return {
    bucketId: bucket,
    objectName: 'videos/clip.mp4',
    contentType: 'video/mp4',
    size: 1000,
    upsert: false,
    ...changes,
  };
}

/** What authorize throws, as plain data. */
async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (!isResumableRefusal(error)) throw error;
    return { status: error.status, message: error.message };
  }
}

beforeAll(async () => {
  bucket = uniqueBucketName('resumable');
  const created = await admin.storage.createBucket(bucket, {
    public: false,
    fileSizeLimit: 2000,
    allowedMimeTypes: ['video/*'],
  });
  expect(created.error).toBeNull();
});

afterAll(async () => {
  await removeBuckets(admin, [bucket]);
  await close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('authorize', () => {
  it('grants service_role, owned by no one', async () => {
    expect(await port.authorize(asService, target({ upsert: true }))).toEqual({
      owner: undefined,
      upsert: true,
    });
  });

  it('refuses as hosted: token, bucket, size, type, row-level security', async () => {
    const user = await customer();
    const { data } = await user.auth.getSession();
    expect(
      await refusalOf(port.authorize({ kind: 'bearer', authorization: undefined }, target())),
    ).toEqual({
      status: 400,
      message: 'Invalid Compact JWS',
    });
    expect(
      await refusalOf(port.authorize(asService, target({ bucketId: uniqueBucketName('none') }))),
    ).toEqual({ status: 404, message: 'Bucket not found' });
    expect(await refusalOf(port.authorize(asService, target({ size: 2001 })))).toEqual({
      status: 413,
      message: 'Maximum size exceeded',
    });
    expect(
      await refusalOf(port.authorize(asService, target({ contentType: 'image/png' }))),
    ).toEqual({ status: 415, message: 'mime type image/png is not supported' });
    expect(await refusalOf(port.authorize(bearer(data.session!.access_token), target()))).toEqual({
      status: 403,
      message: 'new row violates row-level security policy',
    });
  });

  it('takes owner and upsert from a signed upload token, for its one object only', async () => {
    const { data } = await admin.storage.from(bucket).createSignedUploadUrl('videos/clip.mp4', {
      upsert: true,
    });
    const signed = { kind: 'signed' as const, token: data!.token };
    expect(await port.authorize(signed, target())).toEqual({ owner: undefined, upsert: true });
    expect(
      await refusalOf(port.authorize(signed, target({ objectName: 'videos/other.mp4' }))),
    ).toEqual({ status: 400, message: 'Invalid signature' });
  });
});

describe('commit', () => {
  it('stores the finished file as the object, served like any upload', async () => {
    const filePath = path.join(work, 'upload');
    await fs.writeFile(filePath, 'resumed bytes');
    await port.commit({
      ...target({ size: 13 }),
      owner: undefined,
      upsert: false,
      filePath,
      cacheControl: 'max-age=60',
      userMetadata: { take: 2 },
    });
    await expect(fs.stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
    const { data, error } = await admin.storage.from(bucket).download('videos/clip.mp4');
    expect(error).toBeNull();
    expect(await data?.text()).toBe('resumed bytes');
    expect(
      await sql<{ metadata: Record<string, unknown>; user_metadata: unknown }>(
        `select metadata - 'lastModified' - 'eTag' as metadata, user_metadata
           from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, 'videos/clip.mp4'],
      ),
    ).toEqual([
      {
        metadata: {
          size: 13,
          mimetype: 'video/mp4',
          cacheControl: 'max-age=60',
          contentLength: 13,
          httpStatusCode: 200,
        },
        user_metadata: { take: 2 },
      },
    ]);
  });

  it('says the name is taken to a later upload without upsert', async () => {
    // An object of this test's own: tests run in any order (the soak shuffles them).
    const taken = target({ objectName: 'videos/taken.mp4', size: 5 });
    const filePath = path.join(work, 'taken');
    await fs.writeFile(filePath, 'first');
    await port.commit({
      ...taken,
      owner: undefined,
      upsert: false,
      filePath,
      cacheControl: 'no-cache',
      userMetadata: undefined,
    });
    expect(await refusalOf(port.authorize(asService, taken))).toEqual({
      status: 409,
      message: 'The resource already exists',
    });
  });
});
