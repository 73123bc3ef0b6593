import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import { listenOnFreePort } from '../../dev-support/ports';

export interface SwitchableProxy {
  url: string;
  /** Stops listening and drops open connections: the port refuses connections. */
  close: () => Promise<void>;
  /**
   * Listens again if closed, lets held requests through, and from now on reaches the stack from
   * a loopback address no one used: a new visitor, with a fresh sign-in limit.
   */
  open: () => Promise<void>;
  /** Keeps every request waiting (a slow backend) until `open()` lets them through. */
  hold: () => Promise<void>;
  /** Uses up the current visitor's sign-in limit (/token) with real requests to the stack. */
  exhaustSignInLimit: () => Promise<void>;
}

/** More than Auth's burst of 30 /token requests per client; the loop stops at the first 429. */
const MAX_TOKEN_REQUESTS = 100;

/**
 * An HTTP proxy on a loopback port in front of `target` (the stack's gateway). Closed, nothing
 * listens on its port, which is exactly what a browser meets when the backend is unreachable.
 */
export async function startSwitchableProxy(
  target: string,
  anonKey: string,
): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let clientAddress = newAddress();
  let held: Array<() => void> | null = null;

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        localAddress: clientAddress,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    request.on('error', () => res.destroy());
    req.pipe(request);
  };
  const server = http.createServer((req, res) => {
    if (held) held.push(() => forward(req, res));
    else forward(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const port = await listenOnFreePort(server);

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // Kept-alive connections would otherwise still reach the stack.
        for (const socket of sockets) socket.destroy();
      }),
    open: async () => {
      clientAddress = newAddress();
      const waiting = held ?? [];
      held = null;
      for (const release of waiting) release();
      if (!server.listening) await listen(port);
    },
    hold: () => {
      held ??= [];
      return Promise.resolve();
    },
    exhaustSignInLimit: async () => {
      const post = fetchFrom(clientAddress);
      for (let sent = 0; sent < MAX_TOKEN_REQUESTS; sent += 1) {
        const response = await post(`${target}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: '{}',
        });
        if (response.status === 429) return;
      }
      throw new Error(`no 429 after ${MAX_TOKEN_REQUESTS} sign-in requests: is /token limited?`);
    },
  };
}
