/**
 * Resumable uploads (TUS) through the gateway (issue #51), driven by tus-js-client with the
 * options of Supabase's resumable-upload guide: an upload cut at 40 % and resumed by a new
 * client is stored once, with the right bytes and its row; refusals come as hosted sends them
 * on TUS routes (the real status, a plain-text body); a signed upload URL takes a TUS upload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import {
  GUIDE_OPTIONS,
  MB,
  MemoryUrlStorage,
  refusalOf,
  resumeInNewClient,
  runUntil,
  runUpload,
  sha256,
  testBytes,
  type UploadOptions,
} from '../../local-stack/storage/resumable/tus-test-client';
import { removeBuckets, uniqueBucketName } from '../../test-support/storage';
import { customer, service } from './clients';
import { sql, stack } from './support';

const admin = service();
const endpoint = `${stack.apiUrl}/storage/v1/upload/resumable`;
const unfinishedUploads = path.join(stack.storageDir, 'resumable');
let bucket: string;
let user: { client: ProjectClient; id: string; token: string };

const policies = () =>
  ['insert', 'select', 'update'].map((command) => `"${bucket} own folder ${command}"`);

beforeAll(async () => {
  bucket = uniqueBucketName('tus');
  const created = await admin.storage.createBucket(bucket, {
    public: false,
    fileSizeLimit: 16 * MB,
    allowedMimeTypes: ['video/*'],
  });
  expect(created.error).toBeNull();
  // Users write and read their own folder, and may overwrite there (the guide's x-upsert).
  const own = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = auth.uid()::text`;
  const [insert, select, update] = policies();
  await sql(`create policy ${insert} on storage.objects for insert to authenticated
               with check (${own})`);
  await sql(`create policy ${select} on storage.objects for select to authenticated
               using (${own})`);
  await sql(`create policy ${update} on storage.objects for update to authenticated
               using (${own}) with check (${own})`);
  const client = await customer();
  const { data, error } = await client.auth.getSession();
  if (error || !data.session) throw error ?? new Error('no session');
  user = { client, id: data.session.user.id, token: data.session.access_token };
});

afterAll(async () => {
  for (const policy of policies()) await sql(`drop policy if exists ${policy} on storage.objects`);
  await removeBuckets(admin, [bucket]);
});

/** The guide's upload: the caller's JWT and the anon key, x-upsert, the four metadata keys. */
function guideOptions(
  objectName: string,
  changes: { token?: string; contentType?: string } = {},
): UploadOptions {
  return {
    ...GUIDE_OPTIONS,
    endpoint,
    headers: {
      authorization: `Bearer ${changes.token ?? user.token}`,
      apikey: stack.anonKey,
      'x-upsert': 'true',
    },
    metadata: {
      bucketName: bucket,
      objectName,
      contentType: changes.contentType ?? 'video/mp4',
      cacheControl: '3600',
    },
  };
}

const rowsOf = (name: string) =>
  sql(
    `select owner, owner_id, metadata->'size' as size, metadata->>'mimetype' as mimetype,
            metadata->>'cacheControl' as "cacheControl"
       from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );

/** The row of a video the user uploaded with the guide's options. */
const storedByUser = (size: number) => ({
  owner: user.id,
  owner_id: user.id,
  size,
  mimetype: 'video/mp4',
  cacheControl: 'max-age=3600',
});

async function downloadedSha256(client: ProjectClient, name: string): Promise<string> {
  const { data, error } = await client.storage.from(bucket).download(name);
  if (error) throw error;
  return sha256(Buffer.from(await data.arrayBuffer()));
}

describe('a resumable upload with the guide’s options', () => {
  it('cut at 40 % and resumed by a new client, is stored once with the right bytes', async () => {
    const name = `${user.id}/delivery/TR-1042.mp4`;
    const data = testBytes(15 * MB);
    const urlStorage = new MemoryUrlStorage();

    const first = new Upload(data, { ...guideOptions(name), urlStorage });
    await runUntil(first, (accepted, total) => accepted >= 0.4 * total);
    expect(first.url).toMatch(new RegExp(`^${endpoint}/[\\w-]+$`));
    expect(await rowsOf(name)).toEqual([]);
    // The bytes so far and their record, in the stack's storage folder.
    expect(await fs.readdir(unfinishedUploads)).toHaveLength(2);

    const { found, requests } = await resumeInNewClient(data, {
      ...guideOptions(name),
      urlStorage,
    });

    expect(found).toEqual([first.url]);
    // It asks where to go on and sends only the 60 % that is missing.
    expect(requests).toEqual([
      { method: 'HEAD', offset: undefined },
      { method: 'PATCH', offset: String(6 * MB) },
      { method: 'PATCH', offset: String(12 * MB) },
    ]);
    expect(await downloadedSha256(user.client, name)).toBe(sha256(data));
    expect(await rowsOf(name)).toEqual([storedByUser(15 * MB)]);
    expect(await urlStorage.findAllUploads()).toEqual([]);
    expect(await fs.readdir(unfinishedUploads)).toEqual([]);
  });

  it('takes a signed upload URL’s token in x-signature, owned by whoever signed it', async () => {
    const name = `${user.id}/signed/receipt.mp4`;
    const signed = await user.client.storage.from(bucket).createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    const data = testBytes(7 * MB);
    const options = guideOptions(name);

    // A browser with only the token: no Authorization, no apikey.
    const upload = new Upload(data, {
      ...options,
      endpoint: `${endpoint}/sign`,
      headers: { 'x-signature': signed.data!.token },
    });
    await runUpload(upload);

    expect(upload.url).toMatch(new RegExp(`^${endpoint}/sign/[\\w-]+$`));
    expect(await downloadedSha256(user.client, name)).toBe(sha256(data));
    expect(await rowsOf(name)).toEqual([storedByUser(7 * MB)]);
  });
});

describe('resumable uploads refused as hosted refuses them: status and plain text', () => {
  it('refuses anon by row-level security', async () => {
    const name = `${user.id}/by-anon.mp4`;
    const upload = new Upload(testBytes(MB), guideOptions(name, { token: stack.anonKey }));

    expect(await refusalOf(upload)).toEqual({
      status: 403,
      body: 'new row violates row-level security policy',
    });
    expect(await rowsOf(name)).toEqual([]);
  });

  it('refuses a type the bucket does not allow', async () => {
    const name = `${user.id}/photo.png`;
    const upload = new Upload(testBytes(MB), guideOptions(name, { contentType: 'image/png' }));

    expect(await refusalOf(upload)).toEqual({
      status: 415,
      body: 'mime type image/png is not supported',
    });
    expect(await rowsOf(name)).toEqual([]);
  });

  it('refuses a file over the bucket’s limit', async () => {
    const name = `${user.id}/too-long.mp4`;
    const upload = new Upload(testBytes(16 * MB + 1), guideOptions(name));

    expect(await refusalOf(upload)).toEqual({ status: 413, body: 'Maximum size exceeded\n' });
    expect(await rowsOf(name)).toEqual([]);
    expect(await fs.readdir(unfinishedUploads)).toEqual([]);
  });
});
