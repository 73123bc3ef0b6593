import { Upload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  ANON,
  createByHand,
  hostedOptions,
  MAX_SIZE,
  metadataFor,
  patchByHand,
  Refusal,
  signatureFor,
  STAFF_TUS,
  startUploadServer,
} from './test-upload-server';
import { MB, refusalOf, runUpload, testBytes } from './tus-test-client';

let server: Awaited<ReturnType<typeof startUploadServer>>;

beforeEach(async () => {
  server = await startUploadServer();
});

afterEach(async () => {
  await server.close();
});

describe('resumable uploads refused as hosted refuses them, in plain text', () => {
  it('needs Upload-Metadata', async () => {
    const response = await createByHand(server.endpoint, 5);

    expect([response.status, await response.text()]).toEqual([400, 'Metadata header is required']);
    expect(server.core.asked).toEqual([]);
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('answers the core’s refusal with its status and message', async () => {
    const options = hostedOptions(server.endpoint, 'anon.jpg');
    const upload = new Upload(testBytes(MB), { ...options, headers: { authorization: ANON } });

    expect(await refusalOf(upload)).toEqual({
      status: 403,
      body: 'new row violates row-level security policy',
    });
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('answers a missing bucket with 404', async () => {
    const options = hostedOptions(server.endpoint, 'x.jpg');
    const upload = new Upload(testBytes(MB), {
      ...options,
      metadata: { ...options.metadata, bucketName: 'nowhere' },
    });

    expect(await refusalOf(upload)).toEqual({ status: 404, body: 'Bucket not found' });
  });

  it('answers a file over the bucket’s limit with 413 Maximum size exceeded', async () => {
    const options = hostedOptions(server.endpoint, 'big.jpg');
    const upload = new Upload(testBytes(2 * MB), {
      ...options,
      metadata: { ...options.metadata, bucketName: 'small' },
    });

    expect(await refusalOf(upload)).toEqual({ status: 413, body: 'Maximum size exceeded\n' });
    expect(await server.uploadsOnDisk()).toEqual([]);
  });

  it('answers a file over every limit with 413 before asking the core', async () => {
    const response = await createByHand(server.endpoint, MAX_SIZE + 1, {
      'upload-metadata': metadataFor('x.txt'),
    });

    expect([response.status, await response.text()]).toEqual([413, 'Maximum size exceeded\n']);
    expect(server.core.asked).toEqual([]);
  });

  it('needs x-signature below /sign, and a valid one', async () => {
    // Even with a valid bearer token: below /sign only the signature counts.
    const missing = await createByHand(`${server.endpoint}/sign`, 5, {
      'upload-metadata': metadataFor('x.txt'),
    });
    const options = hostedOptions(`${server.endpoint}/sign`, 'x.txt');
    const wrong = new Upload(testBytes(MB), {
      ...options,
      headers: { 'x-signature': signatureFor('evidence', 'other.txt') },
    });

    expect([missing.status, await missing.text()]).toEqual([400, 'Missing x-signature header']);
    expect(await refusalOf(wrong)).toEqual({ status: 400, body: 'Invalid Compact JWS' });
  });

  it('asks again on every PATCH: a permission gone mid-upload stops it, nothing stored', async () => {
    const upload = new Upload(testBytes(20 * MB), {
      ...hostedOptions(server.endpoint, 'revoked.jpg'),
      onChunkComplete: () => {
        server.core.refuseFromNow = new Refusal(403, 'new row violates row-level security policy');
      },
    });

    expect(await refusalOf(upload)).toEqual({
      status: 403,
      body: 'new row violates row-level security policy',
    });
    expect(server.core.asked).toHaveLength(2);
    expect(server.core.committed).toEqual([]);
  });

  it('forgets an upload whose commit is refused: no object, nothing left to resume', async () => {
    server.core.refuseCommit = new Refusal(409, 'The resource already exists');
    const upload = new Upload(testBytes(7 * MB), hostedOptions(server.endpoint, 'taken.jpg'));

    expect(await refusalOf(upload)).toEqual({ status: 409, body: 'The resource already exists' });
    expect(server.core.committed).toEqual([]);
    expect(await server.uploadsOnDisk()).toEqual([]);
    const head = await fetch(upload.url ?? '', { method: 'HEAD', headers: STAFF_TUS });
    expect(head.status).toBe(404);
  });

  it('commits an upload once even when a second request ends it too', async () => {
    const upload = new Upload(testBytes(MB), {
      ...hostedOptions(server.endpoint, 'once.jpg'),
      uploadDataDuringCreation: false,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let committing = false;
    const commit = server.core.commit.bind(server.core);
    server.core.commit = async (finished) => {
      committing = true;
      await held;
      await commit(finished);
    };
    const first = runUpload(upload);
    await expect.poll(() => committing).toBe(true);

    // An empty PATCH at the end while the first request commits.
    const second = await patchByHand(upload.url ?? '', MB);
    release();
    await first;

    expect([second.status, await second.text()]).toEqual([
      404,
      'The file for this url was not found\n',
    ]);
    expect(server.core.committed).toHaveLength(1);
  });
});
