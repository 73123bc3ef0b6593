import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createFunctionsRuntime, defaultDenoDir, PROJECT_ROOT } from './runtime';

const FIXTURES = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'functions');

/** A runtime over `functionsDir` with no secrets and a quiet log. */
function quietRuntime(functionsDir: string, watch = false) {
  return createFunctionsRuntime({
    functionsDir,
    env: () => ({}),
    denoDir: defaultDenoDir(),
    log: () => undefined,
    watch,
  });
}

/** What the fixture function answers through `runtime`. */
async function answer(runtime: ReturnType<typeof quietRuntime>): Promise<string> {
  const response = await fetch(`${await runtime.origin()}/public`);
  return response.text();
}

// Each test has a runtime of its own: one stops it for good, and the soak runs them in any order.
describe('functions runtime', () => {
  it('starts again after the Deno process dies, on the next request', async () => {
    const runtime = quietRuntime(FIXTURES);
    try {
      expect(await answer(runtime)).toBe('public answer');
      const first = runtime.pid();
      expect(first).toBeTypeOf('number');
      process.kill(first ?? 0, 'SIGKILL');
      await expect.poll(() => runtime.pid()).not.toBe(first);
      expect(await answer(runtime)).toBe('public answer');
      expect(runtime.pid()).not.toBe(first);
    } finally {
      await runtime.stop();
    }
  });

  it('stops for good', async () => {
    const runtime = quietRuntime(FIXTURES);
    expect(await answer(runtime)).toBe('public answer');
    const pid = runtime.pid();
    expect(pid).toBeTypeOf('number');
    await runtime.stop();
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
    await expect(runtime.origin()).rejects.toThrow('stopped');
  });
});

describe('functions runtime with watch', () => {
  it('serves an edited function anew', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'functions-watch-'));
    await cp(path.join(FIXTURES, 'public'), path.join(dir, 'public'), { recursive: true });
    const watched = quietRuntime(dir, true);
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

describe('functions runtime permissions', () => {
  // The first runtime is stopped for good above.
  const sandboxed = quietRuntime(FIXTURES);
  afterAll(() => sandboxed.stop());

  async function outcomes(name: string): Promise<Record<string, string>> {
    const response = await fetch(`${await sandboxed.origin()}/${name}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, string>;
  }

  it('refuses ports 25 and 587 on every host and spelling, IPv6 too, through every API', async () => {
    const results = await outcomes('smtp-ports');
    // The probe's examples, by name: IPv6 loopback and an IPv4-mapped address.
    expect(results).toMatchObject({
      'Deno.connect ::1:25': 'NotCapable',
      'Deno.connect ::ffff:127.0.0.1:587': 'NotCapable',
      'net.connect ::1:25': 'NotCapable',
      'Deno.connect smtp.example.invalid:587': 'NotCapable',
    });
    const entries = Object.entries(results);
    const blocked = entries.filter(([what]) => /:(25|587)$/.test(what));
    const control = entries.filter(([what]) => what.endsWith(':465'));
    // 12 hosts through Deno.connect/connectTls, 11 through node:net/tls, for each port.
    expect(blocked).toHaveLength(2 * (12 * 2 + 11 * 2));
    expect(control).toHaveLength(12 * 2 + 11 * 2);
    // Deno's permission error; node:net and node:tls name it EPERM when they resolve a name first.
    const refused = (what: string) =>
      what.startsWith('Deno.') ? ['NotCapable'] : ['NotCapable', 'EPERM'];
    expect(blocked.filter(([what, outcome]) => !refused(what).includes(outcome))).toEqual([]);
    // 465 is allowed: nothing listens there, so the connection fails, not the permission.
    expect(control.filter(([what, outcome]) => refused(what).includes(outcome))).toEqual([]);
  });

  it('lets a function read only its own files and node_modules, never write or run', async () => {
    expect(await outcomes('files')).toEqual({
      'read own file': 'ok',
      'read node_modules': 'ok',
      'read project package.json': 'NotCapable',
      'read /etc/passwd': 'NotCapable',
      'read ../ of own folder': 'NotCapable',
      'write own folder': 'NotCapable',
      'run a process': 'NotCapable',
    });
  });
});
