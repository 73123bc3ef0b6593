import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createFunctionsRuntime, defaultDenoDir, PROJECT_ROOT } from './runtime';

const runtime = createFunctionsRuntime({
  functionsDir: path.join(PROJECT_ROOT, 'tests', 'fixtures', 'functions'),
  env: () => ({}),
  denoDir: defaultDenoDir(),
  log: () => undefined,
});

afterAll(() => runtime.stop());

async function answer(): Promise<string> {
  const response = await fetch(`${await runtime.origin()}/public`);
  return response.text();
}

describe('functions runtime', () => {
  it('starts again after the Deno process dies, on the next request', async () => {
    expect(await answer()).toBe('public answer');
    const first = runtime.pid();
    expect(first).toBeTypeOf('number');
    process.kill(first ?? 0, 'SIGKILL');
    await expect.poll(() => runtime.pid()).not.toBe(first);
    expect(await answer()).toBe('public answer');
    expect(runtime.pid()).not.toBe(first);
  });

  it('stops for good', async () => {
    const pid = runtime.pid();
    await runtime.stop();
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
    await expect(runtime.origin()).rejects.toThrow('stopped');
  });
});

describe('functions runtime with watch', () => {
  it('serves an edited function anew', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'functions-watch-'));
    await cp(
      path.join(PROJECT_ROOT, 'tests', 'fixtures', 'functions', 'public'),
      path.join(dir, 'public'),
      {
        recursive: true,
      },
    );
    const watched = createFunctionsRuntime({
      functionsDir: dir,
      env: () => ({}),
      denoDir: defaultDenoDir(),
      log: () => undefined,
      watch: true,
    });
    try {
      const text = async () => (await fetch(`${await watched.origin()}/public`)).text();
      expect(await text()).toBe('public answer');
      await writeFile(
        path.join(dir, 'public', 'index.ts'),
        "Deno.serve(() => new Response('edited'));\n",
      );
      await expect.poll(() => text().catch(() => 'restarting'), { timeout: 4_000 }).toBe('edited');
    } finally {
      await watched.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
