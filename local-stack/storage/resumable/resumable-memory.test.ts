import v8 from 'node:v8';
import vm from 'node:vm';

import { Upload } from 'tus-js-client';
import { afterEach, expect, it } from 'vitest';

import { hostedOptions, startUploadServer } from './test-upload-server';
import { MB, runUpload, sha256, testBytes } from './tus-test-client';

let server: Awaited<ReturnType<typeof startUploadServer>> | undefined;

afterEach(async () => {
  await server?.close();
});

// What the process holds after a full collection: what is kept, not the garbage a collection
// would free. The peak resident size depends on when V8 collects (a bare Node server piping
// 200 MB to disk peaks anywhere from 30 to 60 MB above its start), so it cannot tell the two apart.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
function liveBytes(): number {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

// Issue #51: a 200 MB upload raises the stack's memory by less than 50 MB. Sent in one PATCH
// (a TUS client may; the file store takes any chunk size), so that only streaming passes.
it(
  'streams a 200 MB upload to disk without holding it in memory',
  { timeout: 60_000 },
  async () => {
    server = await startUploadServer();
    const data = testBytes(200 * MB);
    const expected = sha256(data);
    const raises: number[] = [];
    let nextSample = 0;
    const baseline = liveBytes();

    const options = hostedOptions(server.endpoint, 'large/video.mp4');
    await runUpload(
      new Upload(data, {
        ...options,
        chunkSize: Infinity,
        onProgress: (sent) => {
          if (sent < nextSample) return;
          nextSample += 20 * MB;
          raises.push(Math.round((liveBytes() - baseline) / MB));
        },
      }),
    );

    expect(server.core.committed.map(({ size, sha256 }) => ({ size, sha256 }))).toEqual([
      { size: 200 * MB, sha256: expected },
    ]);
    expect(raises.length).toBeGreaterThanOrEqual(5);
    expect(raises.filter((raise) => raise >= 50)).toEqual([]);
  },
);
