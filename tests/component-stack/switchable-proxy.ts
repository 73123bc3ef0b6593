import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SwitchableProxy {
  url: string;
  /** Stops listening and drops open connections: the port refuses connections. */
  close: () => Promise<void>;
  /** Listens again, on the same port. */
  open: () => Promise<void>;
}

/**
 * An HTTP proxy on a loopback port in front of `target`. Closed, nothing listens on its
 * port, which is exactly what a browser meets when the backend is unreachable.
 */
export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
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
  const port = await listen(0);

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
      if (!server.listening) await listen(port);
    },
  };
}
