/**
 * Storage's buckets through supabase-js (issue #51): every bucket call and its refusals as
 * hosted Storage answers them (HTTP 400 with the real code as `statusCode`).
 */
import { afterAll, describe, expect, it } from 'vitest';

import { plain, refusal, removeBuckets, uniqueBucketName } from '../../test-support/storage';
import { anon, customer, service } from './clients';
import { sql, stack } from './support';

const admin = service();
const created: string[] = [];

afterAll(() => removeBuckets(admin, created));

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

async function newBucket(
  label: string,
  options: Parameters<typeof admin.storage.createBucket>[1] = { public: false },
): Promise<string> {
  const id = uniqueBucketName(label);
  expect(plain(await admin.storage.createBucket(id, options))).toEqual({
    data: { name: id },
    error: null,
  });
  created.push(id);
  return id;
}

describe('buckets as service', () => {
  it('creates a bucket with decimal size units and drops empty types, then reads it', async () => {
    const id = await newBucket('create', {
      public: false,
      fileSizeLimit: '20mb',
      allowedMimeTypes: ['image/*', '', 'application/pdf'],
    });
    expect(plain(await admin.storage.getBucket(id))).toEqual({
      data: {
        id,
        name: id,
        owner: '',
        public: false,
        file_size_limit: 20_000_000,
        allowed_mime_types: ['image/*', 'application/pdf'],
        created_at: ISO,
        updated_at: ISO,
      },
      error: null,
    });
  });

  it('updates settings, null clearing a limit and a type list', async () => {
    const id = await newBucket('update', {
      public: false,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['text/plain'],
    });
    expect(
      plain(
        await admin.storage.updateBucket(id, {
          public: true,
          fileSizeLimit: null,
          allowedMimeTypes: null,
        }),
      ),
    ).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const rows = await sql(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    expect(rows).toEqual([{ public: true, file_size_limit: null, allowed_mime_types: null }]);
  });

  it('lists by search, sort, limit and offset, with the type hosted adds', async () => {
    const label = uniqueBucketName('listing');
    for (const suffix of ['a', 'b', 'c']) {
      const { error } = await admin.storage.createBucket(`${label}-${suffix}`, { public: false });
      expect(error).toBeNull();
      created.push(`${label}-${suffix}`);
    }
    const { data, error } = await admin.storage.listBuckets({
      search: label.toUpperCase(),
      sortColumn: 'name',
      sortOrder: 'desc',
      limit: 2,
      offset: 1,
    });
    expect(error).toBeNull();
    expect(data?.map((bucket) => [bucket.name, bucket.type])).toEqual([
      [`${label}-b`, 'STANDARD'],
      [`${label}-a`, 'STANDARD'],
    ]);
  });

  it('empties a bucket and deletes it', async () => {
    const id = await newBucket('empty');
    for (const name of ['one.txt', 'folder/two.txt']) {
      const { error } = await admin.storage.from(id).upload(name, 'x');
      expect(error).toBeNull();
    }
    expect(plain(await admin.storage.deleteBucket(id))).toEqual(
      refusal('409', 'The bucket you tried to delete is not empty'),
    );
    expect(plain(await admin.storage.emptyBucket(id))).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect(await sql('select name from storage.objects where bucket_id = $1', [id])).toEqual([]);
    expect(plain(await admin.storage.deleteBucket(id))).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    created.splice(created.indexOf(id), 1);
    expect(plain(await admin.storage.getBucket(id))).toEqual(refusal('404', 'Bucket not found'));
  });

  it('has the bucket config.toml declares', async () => {
    expect(plain(await admin.storage.getBucket('shipment-evidence'))).toEqual({
      data: {
        id: 'shipment-evidence',
        name: 'shipment-evidence',
        owner: '',
        public: false,
        file_size_limit: 10 * 1024 * 1024,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        created_at: ISO,
        updated_at: ISO,
      },
      error: null,
    });
  });
});

describe('bucket refusals', () => {
  it('refuses a taken id, a bad name, a bad size, a size over the global limit and a bad type', async () => {
    const id = await newBucket('taken');
    expect(plain(await admin.storage.createBucket(id))).toEqual(
      refusal('409', 'The resource already exists'),
    );
    expect(plain(await admin.storage.createBucket('a/b'))).toEqual(
      refusal('400', 'Bucket name invalid'),
    );
    expect(plain(await admin.storage.createBucket(' padded'))).toEqual(
      refusal('400', 'Bucket name invalid'),
    );
    expect(
      plain(
        await admin.storage.createBucket(uniqueBucketName('mib'), {
          public: false,
          fileSizeLimit: '5MiB',
        }),
      ),
    ).toEqual(refusal('400', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'));
    expect(
      plain(
        await admin.storage.createBucket(uniqueBucketName('huge'), {
          public: false,
          fileSizeLimit: '60GB',
        }),
      ),
    ).toEqual(refusal('413', 'The object exceeded the maximum allowed size'));
    expect(
      plain(
        await admin.storage.createBucket(uniqueBucketName('type'), {
          public: false,
          allowedMimeTypes: ['not a type'],
        }),
      ),
    ).toEqual(refusal('415', 'mime type not a type is not supported'));
  });

  it('answers 404 for a bucket that does not exist, on every call', async () => {
    const missing = uniqueBucketName('missing');
    const notFound = refusal('404', 'Bucket not found');
    expect(plain(await admin.storage.getBucket(missing))).toEqual(notFound);
    expect(plain(await admin.storage.updateBucket(missing, { public: true }))).toEqual(notFound);
    expect(plain(await admin.storage.emptyBucket(missing))).toEqual(notFound);
    expect(plain(await admin.storage.deleteBucket(missing))).toEqual(notFound);
  });

  it('leaves buckets to row-level security: with no policy anon and users see and create none', async () => {
    const id = await newBucket('hidden');
    const user = await customer();
    for (const client of [anon(), user]) {
      expect(plain(await client.storage.listBuckets())).toEqual({ data: [], error: null });
      expect(plain(await client.storage.getBucket(id))).toEqual(refusal('404', 'Bucket not found'));
      expect(plain(await client.storage.createBucket(uniqueBucketName('mine')))).toEqual(
        refusal('403', 'new row violates row-level security policy'),
      );
      expect(plain(await client.storage.updateBucket(id, { public: true }))).toEqual(
        refusal('404', 'Bucket not found'),
      );
    }
  });

  it('refuses a request without a valid token', async () => {
    const response = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });
});
