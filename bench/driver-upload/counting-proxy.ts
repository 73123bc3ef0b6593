import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of the API that counts the request body bytes it forwards
 * while counting is on: what the phone sends on the wire, whatever the browser reports about
 * Blob bodies (Playwright's request sizes give 0 for them).
 */
export interface CountingProxy {
  url: string;
  /** Starts counting from zero. */
  start: () => void;
  /** Stops counting; the bytes counted since start(). */
  stop: () => number;
  close: () => Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let counting = false;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // The browser's Host stays: upload URLs the API hands out then point at the proxy too.
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.on('data', (chunk: Buffer) => {
      if (counting) bytes += chunk.length;
    });
    req.pipe(forwarded);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start: () => {
      bytes = 0;
      counting = true;
    },
    stop: () => {
      counting = false;
      return bytes;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
