/**
 * Storage streams (issue #51): a 200 MB upload and download through the gateway raise the
 * stack process's memory by less than 50 MB. The stack runs in a process of its own
 * (test-support/stack-process.ts), so only its memory is measured; the bytes are made and
 * checked as streams here, never held whole.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import type { StackProcessReady, StackProcessRss } from '../../test-support/stack-process';
import { digestStream, generatedBytes } from '../../test-support/storage';

const SIZE = 200 * 1024 * 1024;
const LIMIT = 50 * 1024 * 1024;
const STACK_PROCESS = fileURLToPath(
  new URL('../../test-support/stack-process.ts', import.meta.url),
);

let child: ChildProcess;
let admin: ProjectClient;

/** The stack process's RSS now and the highest since the last time this was asked. */
async function rss(): Promise<StackProcessRss> {
  child.send('rss');
  const [answer] = (await once(child, 'message')) as [StackProcessRss];
  return answer;
}

beforeAll(async () => {
  child = fork(STACK_PROCESS, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const [ready] = (await once(child, 'message')) as [StackProcessReady];
  admin = nodeSupabaseClient(ready.apiUrl, ready.serviceRoleKey);
  const { error } = await admin.storage.createBucket('large', { public: false });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  if (!child.connected) return;
  const exited = once(child, 'exit');
  child.disconnect();
  await exited;
});

describe('a 200 MB file', () => {
  it('goes up and comes down through the gateway within 50 MB of the stack’s memory', async () => {
    // Warm up: the first upload and download load what every later one uses.
    const warm = generatedBytes(4 * 1024 * 1024);
    const warmed = await admin.storage.from('large').upload('warm.bin', warm.stream, {
      contentType: 'application/octet-stream',
    });
    expect(warmed.error).toBeNull();
    await digestStream((await admin.storage.from('large').download('warm.bin').asStream()).data!);

    const baseline = (await rss()).now;
    const bytes = generatedBytes(SIZE);
    const uploaded = await admin.storage.from('large').upload('big.bin', bytes.stream, {
      contentType: 'application/octet-stream',
    });
    expect(uploaded.error).toBeNull();
    const afterUpload = (await rss()).peak;

    const { data, error } = await admin.storage.from('large').download('big.bin').asStream();
    expect(error).toBeNull();
    expect(await digestStream(data!)).toEqual({ size: SIZE, sha256: bytes.sha256() });
    const afterDownload = (await rss()).peak;

    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    expect(
      afterUpload - baseline,
      `the upload raised RSS by ${mb(afterUpload - baseline)}`,
    ).toBeLessThan(LIMIT);
    expect(
      afterDownload - baseline,
      `the download raised RSS by ${mb(afterDownload - baseline)}`,
    ).toBeLessThan(LIMIT);
  }, 300_000);
});
