/**
 * `npm test` and `npm start` side by side (issue #38): a test stack starts while every
 * development port is taken, as a running `npm start` takes them, and listens on none of them.
 */
import net from 'node:net';

import { afterAll, expect, it } from 'vitest';

import { DEVELOPMENT_PORTS } from '../../dev-support/ports';
import { type RunningStack, startStack } from '../../local-stack/stack';

/** Takes the port as `npm start` would; null when something (a real `npm start`) already has it. */
function hold(port: number): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(null) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

let stack: RunningStack | undefined;
const holders: net.Server[] = [];

afterAll(async () => {
  await stack?.stop();
  await Promise.all(holders.map((server) => new Promise((resolve) => server.close(resolve))));
});

it('a test stack starts while the development ports are taken and uses none of them', async () => {
  expect([...DEVELOPMENT_PORTS].sort()).toEqual([5173, 54321, 54322, 54323, 54324, 54325]);
  for (const port of DEVELOPMENT_PORTS) {
    const server = await hold(port);
    if (server) holders.push(server);
  }

  stack = await startStack({ apiPort: 0, dbPort: 0 });

  const ports = [
    new URL(stack.apiUrl).port,
    new URL(stack.superuserDbUrl).port,
    new URL(stack.inboxUrl ?? 'http://x:1').port,
    String(stack.smtpPort),
  ].map(Number);
  expect(ports.filter((port) => DEVELOPMENT_PORTS.has(port))).toEqual([]);
  // It answers, and through its gateway the database too.
  const answer = await fetch(`${stack.apiUrl}/rest/v1/rpc/track_shipment`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ tracking_number: 'NO-SUCH-NUMBER' }),
  });
  expect(answer.status).toBe(200);
});
