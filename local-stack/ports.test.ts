/**
 * Ports the OS called free can be taken by another process before a server binds them (a
 * parallel test's outgoing connection): the stack then starts that server again on fresh ports.
 * Real binds throughout; the race is made to happen by taking the port first.
 */
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { startOnPort } from '../dev-support/ports';
import { startPostgres } from './postgres';

const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      cleanups.push(() => new Promise((closed) => server.close(closed)));
      resolve(server);
    });
  });
}

const boundPort = (server: net.Server) => (server.address() as AddressInfo).port;

describe('startOnPort', () => {
  it('starts again on a fresh port when the one handed out was taken meanwhile', async () => {
    const tried: number[] = [];
    const logged: string[] = [];
    const server = await startOnPort(
      0,
      async (port) => {
        tried.push(port);
        if (tried.length === 1) await listen(port); // another process is quicker
        return listen(port);
      },
      (line) => logged.push(line),
    );
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(tried[0]);
    expect(boundPort(server)).toBe(tried[1]);
    expect(logged).toEqual([`port ${tried[0]} was taken meanwhile; trying fresh ports`]);
  });

  it('gives up with the bind error after three taken ports', async () => {
    const tried: number[] = [];
    const started = startOnPort(
      0,
      async (port) => {
        tried.push(port);
        await listen(port);
        return listen(port);
      },
      () => undefined,
    );
    await expect(started).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(new Set(tried).size).toBe(3);
  });

  it('does not start again after any other failure', async () => {
    let calls = 0;
    const started = startOnPort(
      0,
      () => {
        calls++;
        return Promise.reject(new Error('bad configuration'));
      },
      () => undefined,
    );
    await expect(started).rejects.toThrow('bad configuration');
    expect(calls).toBe(1);
  });

  it('starts a fixed port once and reports its bind failure as it is', async () => {
    const taken = boundPort(await listen(0));
    let calls = 0;
    const started = startOnPort(
      taken,
      (port) => {
        calls++;
        return listen(port);
      },
      () => undefined,
    );
    await expect(started).rejects.toMatchObject({ code: 'EADDRINUSE', port: taken });
    expect(calls).toBe(1);
  });

  it(
    "recognises PostgreSQL's own bind failure and starts it on a fresh port",
    { timeout: 60_000 },
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ports-test-'));
      cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
      const tried: number[] = [];
      const postgres = await startOnPort(
        0,
        async (port) => {
          tried.push(port);
          if (tried.length === 1) await listen(port);
          return startPostgres({
            dataDir: path.join(dir, 'db'),
            port,
            throwAway: true,
            log: () => undefined,
          });
        },
        () => undefined,
      );
      cleanups.push(() => postgres.stop());
      expect(tried).toHaveLength(2);
      expect(postgres.port).toBe(tried[1]);
    },
  );
});
