/**
 * The broker's rules for the checks a fixture cannot make without the network (a remote
 * import) or without a listener; runtime.test.ts runs them through a real Deno.
 */
import { once } from 'node:events';
import net from 'node:net';

import { describe, expect, it } from 'vitest';

import { decide, startPermissionBroker } from './permission-broker';

const policy = { readRoots: ['/project/supabase/functions', '/project/node_modules'] };

describe('permission broker rules', () => {
  it('lets a remote import through, but not on a blocked port', () => {
    expect(decide('import', 'deno.land:443', policy)).toEqual({ result: 'allow' });
    expect(decide('import', 'example.com:587', policy)).toMatchObject({ result: 'deny' });
  });

  it('blocks 25 and 587 by port alone, bare hosts and other ports pass', () => {
    expect(decide('net', '[2001:db8::1]:25', policy)).toEqual({
      result: 'deny',
      reason:
        'Outgoing connections to port 25 are blocked, as on hosted Edge Functions (ports 25 and 587): send mail over 465 or an HTTP API',
    });
    expect(decide('net', 'smtp.example.com:587', policy)).toMatchObject({ result: 'deny' });
    expect(decide('net', 'smtp.example.com:2525', policy)).toEqual({ result: 'allow' });
    expect(decide('net', 'example.com', policy)).toEqual({ result: 'allow' });
  });

  it('reads only inside its roots, whatever the dots, and refuses other kinds', () => {
    expect(decide('read', '/project/node_modules/x/package.json', policy)).toEqual({
      result: 'allow',
    });
    expect(decide('read', '/project/node_modules/../package.json', policy)).toEqual({
      result: 'deny',
      reason: 'Functions may read only their own files, not /project/package.json',
    });
    expect(decide('read', '/project/node_modules_evil/x', policy)).toMatchObject({
      result: 'deny',
    });
    expect(decide('write', '/project/supabase/functions/x', policy)).toEqual({
      result: 'deny',
      reason: 'Functions have no write access locally',
    });
  });
});

describe('permission broker socket', () => {
  const check = (id: number, value: string) =>
    `${JSON.stringify({ id, permission: 'net', value })}\n`;

  async function connect(socketPath: string, options: { reading: boolean }): Promise<net.Socket> {
    const socket = net.connect(socketPath);
    // Paused before it connects, Node never reads it: answers stay in the kernel, as in a Deno
    // that was stopped in the middle of a check.
    if (!options.reading) socket.pause();
    await once(socket, 'connect');
    return socket;
  }

  async function answer(socket: net.Socket, id: number, value: string): Promise<unknown> {
    socket.write(check(id, value));
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    return JSON.parse(chunk.toString('utf8'));
  }

  it('outlives a Deno that dies with an answer unread (ECONNRESET), and goes on answering', async () => {
    const broker = await startPermissionBroker(policy, () => undefined);
    try {
      const dying = await connect(broker.socketPath, { reading: false });
      dying.write(check(1, 'example.com:443'));
      const alive = await connect(broker.socketPath, { reading: true });
      // Answered after the dying one's check, which the broker read first.
      expect(await answer(alive, 2, 'example.com:443')).toEqual({ id: 2, result: 'allow' });

      dying.destroy(); // unread data in its queue: the broker's next read fails with ECONNRESET
      expect(await answer(alive, 3, 'smtp.example.com:25')).toMatchObject({
        id: 3,
        result: 'deny',
      });
      alive.destroy();
    } finally {
      await broker.close();
    }
  });
});
