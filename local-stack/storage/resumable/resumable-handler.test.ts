import { Upload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  createByHand,
  hostedOptions,
  MAX_SIZE,
  metadataFor,
  nameInUrl,
  patchByHand,
  PUBLIC_PATH,
  signatureFor,
  STAFF_TUS,
  startUploadServer,
} from './test-upload-server';
import {
  MB,
  MemoryUrlStorage,
  resumeInNewClient,
  runUntil,
  runUpload,
  sha256,
  testBytes,
} from './tus-test-client';

const VERSION = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

let server: Awaited<ReturnType<typeof startUploadServer>>;

beforeEach(async () => {
  server = await startUploadServer();
});

afterEach(async () => {
  await server.close();
});

describe('resumable uploads (TUS) with the options of Supabase’s guide', () => {
  it('stores a file sent in 6 MB chunks once, with its owner, cache control and user metadata', async () => {
    const data = testBytes(14 * MB);
    const responses: { method: string; status: number; complete?: string }[] = [];
    const upload = new Upload(data, {
      ...hostedOptions(server.endpoint, 'reports/TR-1042/photo.jpg'),
      onAfterResponse: (req, res) => {
        responses.push({
          method: req.getMethod(),
          status: res.getStatus(),
          complete: res.getHeader('Tus-Complete'),
        });
      },
    });

    await runUpload(upload);

    // The first chunk rides on the creation; the last PATCH says the upload is complete.
    expect(responses).toEqual([
      { method: 'POST', status: 201, complete: undefined },
      { method: 'PATCH', status: 204, complete: undefined },
      { method: 'PATCH', status: 204, complete: '1' },
    ]);
    expect(server.core.committed).toEqual([
      {
        bucketId: 'evidence',
        objectName: 'reports/TR-1042/photo.jpg',
        contentType: 'image/jpeg',
        size: 14 * MB,
        upsert: true,
        owner: 'staff-id',
        filePath: expect.stringContaining(server.uploadDir) as string,
        cacheControl: 'max-age=3600',
        userMetadata: { shipment: 'TR-1042' },
        sha256: sha256(data),
      },
    ]);
    // Asked on the creation and on each PATCH, always for the same upload.
    expect(server.core.asked).toHaveLength(3);
    expect(new Set(server.core.asked.map((ask) => JSON.stringify(ask))).size).toBe(1);
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('resumes an upload cut at 40 % from a new client with the same fingerprint', async () => {
    const data = testBytes(30 * MB);
    const urlStorage = new MemoryUrlStorage();
    const options = { ...hostedOptions(server.endpoint, 'cmr/TR-1042.pdf'), urlStorage };

    const first = new Upload(data, options);
    await runUntil(first, (accepted, total) => accepted >= 0.4 * total);
    expect(server.core.committed).toEqual([]);

    const { found, requests } = await resumeInNewClient(data, options);

    expect(found).toEqual([first.url]);
    // It asks where to go on and sends only the 60 % that is missing.
    expect(requests).toEqual([
      { method: 'HEAD', offset: undefined },
      { method: 'PATCH', offset: String(12 * MB) },
      { method: 'PATCH', offset: String(18 * MB) },
      { method: 'PATCH', offset: String(24 * MB) },
    ]);
    expect(server.core.committed.map(({ size, sha256 }) => ({ size, sha256 }))).toEqual([
      { size: 30 * MB, sha256: sha256(data) },
    ]);
    expect(await urlStorage.findAllUploads()).toEqual([]);
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('takes a signed upload token in x-signature below /sign, its owner from the token', async () => {
    const data = testBytes(2 * MB);
    const options = hostedOptions(`${server.endpoint}/sign`, 'signed/receipt.jpg');
    const upload = new Upload(data, {
      ...options,
      headers: { 'x-signature': signatureFor('evidence', 'signed/receipt.jpg') },
      uploadDataDuringCreation: false,
    });

    await runUpload(upload);

    expect(upload.url).toMatch(`${server.endpoint}/sign/`);
    expect(server.core.asked.map((ask) => ask.caller)).toEqual([
      { kind: 'signed', token: signatureFor('evidence', 'signed/receipt.jpg') },
      { kind: 'signed', token: signatureFor('evidence', 'signed/receipt.jpg') },
    ]);
    expect(
      server.core.committed.map(({ owner, upsert, sha256 }) => ({ owner, upsert, sha256 })),
    ).toEqual([{ owner: 'signer-id', upsert: false, sha256: sha256(data) }]);
  });
});

describe('the TUS routes as hosted answers them', () => {
  it('names the upload <bucket>/<object>/<version> in base64url, at the host the client called', async () => {
    const response = await createByHand(server.endpoint, 3, {
      'upload-metadata': metadataFor('a/b.txt'),
      'x-forwarded-host': 'api.example.test',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '8443',
    });

    expect(response.status).toBe(201);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(`https://api.example.test:8443${PUBLIC_PATH}/`);
    expect(nameInUrl(location)).toMatch(new RegExp(`^evidence/a/b\\.txt/${VERSION}$`));

    const patch = await patchByHand(`${server.origin}${new URL(location).pathname}`, 0, 'abc');
    expect([
      patch.status,
      patch.headers.get('upload-offset'),
      patch.headers.get('tus-complete'),
    ]).toEqual([204, '3', '1']);
    // No cache control given: stored as hosted stores it.
    expect(server.core.committed.map((object) => object.cacheControl)).toEqual(['no-cache']);
  });

  it('commits an empty file when it is created', async () => {
    const response = await createByHand(server.endpoint, 0, {
      'upload-metadata': metadataFor('empty.txt'),
    });

    expect([response.status, response.headers.get('tus-complete')]).toEqual([201, '1']);
    expect(server.core.committed.map(({ size, sha256 }) => ({ size, sha256 }))).toEqual([
      { size: 0, sha256: sha256(Buffer.alloc(0)) },
    ]);
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('answers OPTIONS with the protocol, the extensions, the largest size and hosted’s extra headers', async () => {
    const response = await fetch(server.endpoint, { method: 'OPTIONS' });

    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe(
      'creation,creation-with-upload,termination,expiration',
    );
    expect(response.headers.get('tus-max-size')).toBe(String(MAX_SIZE));
    expect(response.headers.get('access-control-allow-headers')).toMatch(
      /, Authorization, X-Upsert, Upload-Expires, ApiKey, x-signature$/,
    );
  });

  it('deletes an unfinished upload, and only that', async () => {
    const upload = new Upload(testBytes(8 * MB), hostedOptions(server.endpoint, 'to-delete.jpg'));
    await runUntil(upload);
    expect(await server.uploadsOnDisk()).toHaveLength(2); // the data file and its record

    const deleted = await fetch(upload.url ?? '', { method: 'DELETE', headers: STAFF_TUS });
    const again = await fetch(upload.url ?? '', { method: 'HEAD', headers: STAFF_TUS });

    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect(await server.uploadsOnDisk()).toEqual([]);
    expect(server.core.committed).toEqual([]);
  });

  it('finds an upload only under the name it was created with', async () => {
    const upload = new Upload(testBytes(8 * MB), hostedOptions(server.endpoint, 'mine.jpg'));
    await runUntil(upload);
    const version =
      nameInUrl(upload.url ?? '')
        .split('/')
        .pop() ?? '';
    const elsewhere = Buffer.from(`evidence/theirs.jpg/${version}`).toString('base64url');

    const response = await fetch(`${server.endpoint}/${elsewhere}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0' },
    });

    expect(response.status).toBe(404);
  });

  it('has no GET route and nothing outside its path', async () => {
    const get = await fetch(`${server.endpoint}/x`);
    const outside = await fetch(`${server.origin}/storage/v1/upload/other`, { method: 'POST' });

    expect([get.status, await get.text()]).toEqual([404, 'Not found\n']);
    expect([outside.status, await outside.text()]).toEqual([404, 'Not found\n']);
  });
});
