import { rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { Upload } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  createByHand,
  hostedOptions,
  metadataFor,
  nameInUrl,
  patchByHand,
  STAFF_TUS,
  startUploadServer,
} from './test-upload-server';
import { MB, runUpload, sha256, testBytes } from './tus-test-client';

let server: Awaited<ReturnType<typeof startUploadServer>>;

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server.close();
});

/** Creates an upload of `size` bytes with nothing in it yet; its URL. */
async function createUpload(size: number, objectName: string): Promise<string> {
  const response = await createByHand(server.endpoint, size, {
    'upload-metadata': metadataFor(objectName),
  });
  expect(response.status).toBe(201);
  return response.headers.get('location') ?? '';
}

function fileOf(location: string): string {
  const name = nameInUrl(location);
  return path.join(server.uploadDir, name.split('/').pop() ?? '');
}

function offsetOf(location: string): Promise<string | null> {
  return fetch(location, { method: 'HEAD', headers: STAFF_TUS }).then((response) =>
    response.headers.get('upload-offset'),
  );
}

describe('resumable uploads cut off', () => {
  it('keeps what arrived before a client disappeared, commits nothing, and resumes from there', async () => {
    server = await startUploadServer();
    const data = testBytes(10 * MB);
    const location = await createUpload(data.length, 'cut.jpg');

    // A PATCH that sends 3 MB of its 10 MB and then drops the connection.
    const patch = http.request(location, {
      method: 'PATCH',
      headers: {
        ...STAFF_TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(data.length),
      },
    });
    patch.on('error', () => {}); // the connection is cut on purpose
    patch.write(data.subarray(0, 3 * MB));
    await expect.poll(async () => (await stat(fileOf(location))).size).toBe(3 * MB);
    patch.destroy();

    expect(await offsetOf(location)).toBe(String(3 * MB));
    expect(server.core.committed).toEqual([]);

    const resumed = new Upload(data, {
      ...hostedOptions(server.endpoint, 'cut.jpg'),
      uploadUrl: location,
    });
    await runUpload(resumed);
    expect(server.core.committed.map(({ size, sha256 }) => ({ size, sha256 }))).toEqual([
      { size: data.length, sha256: sha256(data) },
    ]);
  });

  it('lets an unfinished upload expire, answers 410 for it, and sweeps its files away', async () => {
    server = await startUploadServer({ expiryMs: 10_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const createdAt = Date.now();
    const location = await createUpload(5 * MB, 'late.jpg');
    expect(await server.uploadsOnDisk()).toHaveLength(2);

    vi.setSystemTime(createdAt + 10_001);
    const head = await fetch(location, { method: 'HEAD', headers: STAFF_TUS });
    const patch = await patchByHand(location, 0, 'late');
    expect(head.status).toBe(410);
    expect([patch.status, await patch.text()]).toEqual([
      410,
      'The file for this url no longer exists\n',
    ]);

    // The next request a minute after the last sweep sweeps again.
    vi.setSystemTime(createdAt + 60_000);
    const gone = await fetch(location, { method: 'HEAD', headers: STAFF_TUS });
    expect(gone.status).toBe(404);
    expect(await server.uploadsOnDisk()).toEqual([]);
    expect(server.core.committed).toEqual([]);
  });

  it('takes uploads again once its folder is gone (db:reset removes it), with nothing to sweep', async () => {
    server = await startUploadServer();
    // The store makes its folder without being awaited: gone only once it was there.
    await vi.waitFor(() => stat(server.uploadDir));
    await rm(server.uploadDir, { recursive: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = testBytes(MB);

    await runUpload(new Upload(data, hostedOptions(server.endpoint, 'after-reset.jpg')));

    // Only the sweep's own complaint counts: another test's server may still be closing.
    const sweeps = errors.mock.calls.filter(([message]) => String(message).includes('sweeping'));
    expect(sweeps).toEqual([]);
    expect(server.core.committed.map((object) => object.sha256)).toEqual([sha256(data)]);
  });
});
