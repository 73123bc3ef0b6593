/**
 * Storage's objects through supabase-js (issue #51), as service: uploads in every form storage-js
 * sends, downloads, info, exists, listing, move, copy and remove, and what hosted refuses (size,
 * type, names), each answer compared whole.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  generatedBytes,
  plain,
  refusal,
  removeBuckets,
  storedFilePath,
  uniqueBucketName,
} from '../../test-support/storage';
import { service } from './clients';
import { sql, stack } from './support';

const admin = service();
const buckets: string[] = [];
let bucket: string;

async function newBucket(options: Parameters<typeof admin.storage.createBucket>[1]) {
  const id = uniqueBucketName('objects');
  const { error } = await admin.storage.createBucket(id, options);
  expect(error).toBeNull();
  buckets.push(id);
  return id;
}

beforeAll(async () => {
  bucket = await newBucket({ public: false });
});

afterAll(() => removeBuckets(admin, buckets));

const files = () => admin.storage.from(bucket);

async function uploaded(name: string, body: string | Blob = 'hello', options = {}) {
  const answer = plain(await files().upload(name, body, options));
  expect(answer).toEqual({
    data: { path: name, id: expect.any(String), fullPath: `${bucket}/${name}` },
    error: null,
  });
}

async function downloadedText(name: string) {
  const { data, error } = await files().download(name);
  expect(error).toBeNull();
  return { text: await data?.text(), type: data?.type };
}

/** How many stored files there are (each version of an object is one). */
async function storedFiles(): Promise<number> {
  const entries = await fs
    .readdir(path.join(stack.storageDir, 'objects'), { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const tempFiles = async () => fs.readdir(path.join(stack.storageDir, 'tmp')).catch(() => []);

/** A raw request to /storage/v1 with the service key, as curl would send it. */
function storageUrl(subPath: string) {
  return `${stack.apiUrl}/storage/v1${subPath}`;
}
const serviceHeaders = { authorization: `Bearer ${stack.serviceRoleKey}` };

describe('uploads', () => {
  it('stores a string with its content type, cache time and user metadata', async () => {
    await uploaded('notes/first.txt', 'hello world', {
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: '120',
      metadata: { shipment: 'TR-1' },
    });
    expect(await downloadedText('notes/first.txt')).toEqual({
      text: 'hello world',
      type: 'text/plain;charset=utf-8',
    });
    const { data, error } = await files().info('notes/first.txt');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'notes/first.txt',
      bucketId: bucket,
      size: 11,
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=120',
      etag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"',
      metadata: { shipment: 'TR-1' },
    });
  });

  it('stores a Blob as storage-js sends it (multipart form), its type from the Blob', async () => {
    await uploaded('blob.json', new Blob(['{"a":1}'], { type: 'application/json' }), {
      cacheControl: '60',
    });
    const [row] = await sql<{ metadata: Record<string, unknown>; user_metadata: unknown }>(
      'select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, 'blob.json'],
    );
    expect(row).toEqual({
      metadata: {
        eTag: `"${createHash('md5').update('{"a":1}').digest('hex')}"`,
        size: 7,
        mimetype: 'application/json',
        cacheControl: 'max-age=60',
        lastModified: expect.any(String),
        contentLength: 7,
        httpStatusCode: 200,
      },
      user_metadata: {},
    });
  });

  it('refuses a second upload of a name, overwrites it with upsert and with update()', async () => {
    await uploaded('twice.txt', 'first');
    expect(plain(await files().upload('twice.txt', 'second'))).toEqual(
      refusal('409', 'The resource already exists'),
    );
    await uploaded('twice.txt', 'second', { upsert: true });
    expect((await downloadedText('twice.txt')).text).toBe('second');
    expect(plain(await files().update('twice.txt', 'third'))).toEqual({
      data: { path: 'twice.txt', id: expect.any(String), fullPath: `${bucket}/twice.txt` },
      error: null,
    });
    expect((await downloadedText('twice.txt')).text).toBe('third');
    // One row, one file: the replaced versions' files are gone.
    const rows = await sql<{ version: string }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucket, 'twice.txt'],
    );
    expect(rows).toHaveLength(1);
    const stored = await fs.readdir(
      path.join(stack.storageDir, 'objects', rows[0]!.version.slice(0, 2)),
    );
    expect(stored).toContain(rows[0]!.version);
  });

  it('streams a Node stream (chunked, no length)', async () => {
    const bytes = generatedBytes(3 * 1024 * 1024 + 5);
    await uploaded('streamed.bin', bytes.stream as unknown as Blob, {
      contentType: 'application/octet-stream',
    });
    const { data } = await files().download('streamed.bin');
    const digest = createHash('sha256')
      .update(Buffer.from(await data!.arrayBuffer()))
      .digest('hex');
    expect(digest).toBe(bytes.sha256());
  });
});

describe('limits', () => {
  let limited: string;
  beforeAll(async () => {
    limited = await newBucket({
      public: false,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['image/*', 'text/plain'],
    });
  });
  const tooLarge = refusal('413', 'The object exceeded the maximum allowed size');

  async function noObject(name: string) {
    expect(
      await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        limited,
        name,
      ]),
    ).toEqual([]);
  }

  it('refuses a declared length over the limit before reading, and a multipart file past it', async () => {
    const files = admin.storage.from(limited);
    expect(
      plain(await files.upload('big.txt', Buffer.alloc(1001), { contentType: 'text/plain' })),
    ).toEqual(tooLarge);
    expect(
      plain(
        await files.upload('big-blob.txt', new Blob([Buffer.alloc(1001)], { type: 'text/plain' })),
      ),
    ).toEqual(tooLarge);
    await noObject('big.txt');
    await noObject('big-blob.txt');
    expect(
      plain(await files.upload('exact.txt', Buffer.alloc(1000), { contentType: 'text/plain' })),
    ).toMatchObject({ error: null });
  });

  it('cuts a stream of unknown length at the limit and keeps nothing of it', async () => {
    const before = await storedFiles();
    const body = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    expect(
      plain(
        await admin.storage
          .from(limited)
          .upload('streamed-big.txt', body as unknown as Blob, { contentType: 'text/plain' }),
      ),
    ).toEqual(tooLarge);
    await noObject('streamed-big.txt');
    expect(await tempFiles()).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a type the bucket does not allow, wildcards and parameters as hosted reads them', async () => {
    const files = admin.storage.from(limited);
    expect(plain(await files.upload('doc.pdf', 'x', { contentType: 'application/pdf' }))).toEqual(
      refusal('415', 'mime type application/pdf is not supported'),
    );
    // storage-js's default type has a charset, which `text/plain` does not allow.
    expect(plain(await files.upload('default.txt', 'x'))).toEqual(
      refusal('415', 'mime type text/plain;charset=UTF-8 is not supported'),
    );
    expect(
      plain(await files.upload('photo.webp', 'x', { contentType: 'image/webp' })),
    ).toMatchObject({ error: null });
  });

  it('refuses names with control characters, non-ASCII letters, dot segments or too long', async () => {
    const files = admin.storage.from(limited);
    const options = { contentType: 'text/plain' };
    // (fetch drops tabs and line breaks from a URL; other control characters it encodes.)
    expect(plain(await files.upload('bell\u0007.txt', 'x', options))).toEqual(
      refusal('400', 'Invalid key: bell\u0007.txt'),
    );
    expect(plain(await files.upload('größe.txt', 'x', options))).toEqual(
      refusal('400', 'Invalid key: größe.txt'),
    );
    const long = `${'a'.repeat(1000)}.txt`;
    expect(plain(await files.upload(long, 'x', options))).toEqual(
      refusal('400', `Invalid key: ${long}`),
    );
    expect(plain(await files.move('exact.txt', 'a/../../escape.txt'))).toEqual(
      refusal('400', 'Invalid key: a/../../escape.txt'),
    );
    expect(plain(await files.copy('exact.txt', './here.txt'))).toEqual(
      refusal('400', 'Invalid key: ./here.txt'),
    );
  });

  it('never lets a path with .. reach Storage (the gateway refuses it)', async () => {
    // fetch would resolve the segments itself; a raw request sends them as written.
    for (const segment of ['..', '%2e%2e']) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(storageUrl(''), {
          method: 'POST',
          path: `/storage/v1/object/${limited}/a/${segment}/b.txt`,
          headers: { ...serviceHeaders, 'content-type': 'text/plain' },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end('x');
      });
      expect(answer).toEqual({
        status: 404,
        body: JSON.stringify({ message: 'no Route matched with those values' }),
      });
    }
    await noObject('b.txt');
  });
});

describe('downloads', () => {
  it('answers a byte range with 206 and refuses one past the end with 416', async () => {
    await uploaded('range.txt', '0123456789', { contentType: 'text/plain' });
    const url = storageUrl(`/object/authenticated/${bucket}/range.txt`);
    const part = await fetch(url, { headers: { ...serviceHeaders, range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('2345');
    const suffix = await fetch(url, { headers: { ...serviceHeaders, range: 'bytes=-3' } });
    expect([suffix.status, await suffix.text()]).toEqual([206, '789']);
    const past = await fetch(url, { headers: { ...serviceHeaders, range: 'bytes=10-' } });
    expect(past.status).toBe(416);
    expect(await past.json()).toEqual({
      statusCode: '416',
      error: 'invalid_range',
      message: 'invalid range provided',
    });
  });

  it('sends the stored headers, 304 for a known ETag, and an attachment for download=', async () => {
    await uploaded('headers.txt', 'abc', { contentType: 'text/plain', cacheControl: '30' });
    const url = storageUrl(`/object/${bucket}/headers.txt?download=report%20final.txt`);
    const response = await fetch(url, { headers: serviceHeaders });
    expect(response.status).toBe(200);
    const eTag = response.headers.get('etag');
    expect({
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      disposition: response.headers.get('content-disposition'),
      ranges: response.headers.get('accept-ranges'),
      robots: response.headers.get('x-robots-tag'),
      body: await response.text(),
    }).toEqual({
      type: 'text/plain',
      cache: 'max-age=30',
      disposition: "attachment; filename=report%20final.txt; filename*=UTF-8''report%20final.txt",
      ranges: 'bytes',
      robots: 'none',
      body: 'abc',
    });
    const again = await fetch(url, { headers: { ...serviceHeaders, 'if-none-match': eTag! } });
    expect([again.status, await again.text()]).toEqual([304, '']);
  });

  it('reads a public bucket without a token and refuses a private one', async () => {
    const open = await newBucket({ public: true });
    const { error } = await admin.storage.from(open).upload('logo.txt', 'public!');
    expect(error).toBeNull();
    const { data } = admin.storage.from(open).getPublicUrl('logo.txt');
    const response = await fetch(data.publicUrl);
    expect([response.status, await response.text()]).toEqual([200, 'public!']);
    const closed = admin.storage.from(bucket).getPublicUrl('range.txt').data.publicUrl;
    const refused = await fetch(closed);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });

  it('tells whether an object exists and what it is', async () => {
    await uploaded('exists.txt', 'yes');
    expect(plain(await files().exists('exists.txt'))).toEqual({ data: true, error: null });
    expect(plain(await files().exists('missing.txt'))).toEqual({
      data: false,
      error: { name: 'StorageApiError', message: 'Bad Request', status: 400, statusCode: '400' },
    });
    expect(plain(await files().info('missing.txt'))).toEqual(refusal('404', 'Object not found'));
    expect(plain(await files().download('missing.txt'))).toEqual(
      refusal('404', 'Object not found'),
    );
  });
});

describe('listing', () => {
  let listed: string;
  beforeAll(async () => {
    listed = await newBucket({ public: false });
    for (const name of ['b.txt', 'A.txt', 'docs/one.pdf', 'docs/two.pdf', 'docs/deep/three.pdf']) {
      const { error } = await admin.storage.from(listed).upload(name, name);
      expect(error).toBeNull();
    }
  });

  it('lists one folder level, folders among files, by name without case', async () => {
    const { data, error } = await admin.storage.from(listed).list();
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['A.txt', false],
      ['b.txt', false],
      ['docs', true],
    ]);
    const inDocs = await admin.storage.from(listed).list('docs', {
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(inDocs.data?.map((entry) => entry.name)).toEqual(['one.pdf']);
    const searched = await admin.storage.from(listed).list('docs', { search: 'TW' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['two.pdf']);
    const folder = await admin.storage.from(listed).list('docs');
    expect(folder.data?.find((entry) => entry.name === 'deep')).toEqual({
      name: 'deep',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
  });

  it('pages with listV2 by cursor, with and without folders', async () => {
    const first = await admin.storage.from(listed).listV2({ prefix: 'docs/', limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data?.objects.map((entry) => entry.name)).toEqual([
      'docs/deep/three.pdf',
      'docs/one.pdf',
    ]);
    expect(first.data?.hasNext).toBe(true);
    const second = await admin.storage
      .from(listed)
      .listV2({ prefix: 'docs/', limit: 2, cursor: first.data?.nextCursor });
    expect(second.data?.objects.map((entry) => entry.name)).toEqual(['docs/two.pdf']);
    expect(second.data?.hasNext).toBe(false);
    const level = await admin.storage
      .from(listed)
      .listV2({ prefix: 'docs/', with_delimiter: true });
    expect(level.data?.folders).toEqual([
      expect.objectContaining({ key: 'deep', name: 'docs/deep/', id: null }),
    ]);
    expect(level.data?.objects.map((entry) => entry.name)).toEqual([
      'docs/one.pdf',
      'docs/two.pdf',
    ]);
  });
});

describe('move, copy and remove', () => {
  it('moves an object with its file, refusing a taken name and a missing source', async () => {
    await uploaded('move/from.txt', 'moving');
    await uploaded('move/taken.txt', 'taken');
    expect(plain(await files().move('move/from.txt', 'move/taken.txt'))).toEqual(
      refusal('409', 'The resource already exists'),
    );
    expect(plain(await files().move('move/from.txt', 'move/to.txt'))).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect((await downloadedText('move/to.txt')).text).toBe('moving');
    expect(plain(await files().download('move/from.txt'))).toEqual(
      refusal('404', 'Object not found'),
    );
    expect(plain(await files().move('move/from.txt', 'move/again.txt'))).toEqual(
      refusal('404', 'Object not found'),
    );
    expect(
      plain(
        await files().move('move/to.txt', 'x.txt', {
          destinationBucket: uniqueBucketName('nowhere'),
        }),
      ),
    ).toEqual(refusal('404', 'The related resource does not exist'));
  });

  it('copies an object into another bucket, keeping its metadata', async () => {
    const other = await newBucket({ public: false });
    await uploaded('copy/source.txt', 'copied', { metadata: { n: 1 } });
    expect(
      plain(await files().copy('copy/source.txt', 'copy/target.txt', { destinationBucket: other })),
    ).toEqual({ data: { path: `${other}/copy/target.txt` }, error: null });
    const { data } = await admin.storage.from(other).download('copy/target.txt');
    expect(await data?.text()).toBe('copied');
    expect((await admin.storage.from(other).info('copy/target.txt')).data?.metadata).toEqual({
      n: 1,
    });
    expect(
      plain(await files().copy('copy/source.txt', 'copy/target.txt', { destinationBucket: other })),
    ).toEqual(refusal('409', 'The resource already exists'));
  });

  it('removes the named objects, skipping names that do not exist, and their files', async () => {
    await uploaded('remove/one.txt', '1');
    const [{ version }] = (await sql<{ version: string }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucket, 'remove/one.txt'],
    )) as [{ version: string }];
    const { data, error } = await files().remove(['remove/one.txt', 'remove/none.txt']);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ name: 'remove/one.txt', bucket_id: bucket, owner: '', version }),
    ]);
    await expect(fs.stat(storedFilePath(stack.storageDir, version))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('names, metadata and headers that look like SQL', () => {
  // Storage writes the caller's settings and values into its statements as escaped literals
  // (local-stack/storage/scope.ts); every character hosted allows in a name must survive them.
  // No '?': storage-js puts names into URLs unencoded, so one would start the query.
  const name = "O'Brien $1 (copy); -- it's @=+,:&.txt";
  const moved = "moved/'); drop table storage.objects; --.txt";
  const metadata = { note: 'it\'s \\ a "quote" $2 \'); select 1; --', 'ä€': '\u202eRTL' };

  it('stores, reads, lists, signs, moves and removes them as written', async () => {
    const hostile = await fetch(storageUrl(`/object/${bucket}/${encodeURIComponent(name)}`), {
      method: 'POST',
      headers: {
        ...serviceHeaders,
        'content-type': 'text/plain',
        'x-metadata': Buffer.from(JSON.stringify(metadata)).toString('base64'),
        'x-hostile': "'); drop table storage.objects; --",
      },
      body: 'quoted',
    });
    expect(hostile.status).toBe(200);
    expect(await downloadedText(name)).toEqual({ text: 'quoted', type: 'text/plain' });
    const info = await files().info(name);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name, metadata });
    const listed = await files().list('', { search: "O'Brien $1" });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual([name]);
    const signed = await files().createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    expect(await (await fetch(signed.data?.signedUrl ?? '')).text()).toBe('quoted');
    expect(plain(await files().move(name, moved))).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect(await downloadedText(moved)).toEqual({ text: 'quoted', type: 'text/plain' });
    const removed = await files().remove([moved]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((entry) => entry.name)).toEqual([moved]);
    expect(
      await sql('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        bucket,
        [name, moved],
      ]),
    ).toEqual([]);
  });
});

describe('an upload broken off', () => {
  it('leaves no object, no row and no file', async () => {
    const rowsBefore = await sql('select count(*)::int as n from storage.objects');
    const filesBefore = await storedFiles();
    const request = http.request(storageUrl(`/object/${bucket}/broken.bin`), {
      method: 'POST',
      headers: {
        ...serviceHeaders,
        'content-type': 'application/octet-stream',
        'content-length': 10_000_000,
      },
    });
    request.on('error', () => undefined);
    request.write(Buffer.alloc(1_000_000));
    // The upload is under way: its temporary file exists.
    await expect.poll(async () => (await tempFiles()).length).toBe(1);
    request.destroy();
    await expect.poll(async () => (await tempFiles()).length).toBe(0);
    expect(
      await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        'broken.bin',
      ]),
    ).toEqual([]);
    expect(await sql('select count(*)::int as n from storage.objects')).toEqual(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });
});
