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
