import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SwitchableProxy {
  url: string;
  /** Stops listening and drops open connections: the port refuses connections. */
  close: () => Promise<void>;
  /** Listens again, on the same port, and forwards everything again. */
  open: () => Promise<void>;
  /** Answers sign-in (POST /auth/v1/token) with Supabase Auth's 429 until `open()`. */
  rateLimit: () => Promise<void>;
  /** Keeps every request waiting (a slow backend) until `open()` lets them through. */
  hold: () => Promise<void>;
}

/**
 * Supabase Auth's answer when a client is over its /token limit, as GoTrue writes it for
 * clients that send X-Supabase-Api-Version 2024-01-01 (supabase-js does). Stands in until the
 * local Auth service limits /token itself; then the tests should exhaust the real limit.
 */
function sendOverRateLimit(res: http.ServerResponse): void {
  res.writeHead(429, {
    'content-type': 'application/json',
    'x-sb-error-code': 'over_request_rate_limit',
    'x-supabase-api-version': '2024-01-01',
  });
  res.end(
    JSON.stringify({ code: 'over_request_rate_limit', message: 'Request rate limit reached' }),
  );
}

/**
 * An HTTP proxy on a loopback port in front of `target`. Closed, nothing listens on its
 * port, which is exactly what a browser meets when the backend is unreachable.
 */
export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let rateLimited = false;
  let held: Array<() => void> | null = null;
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const request = http.request(
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
    request.on('error', () => res.destroy());
    req.pipe(request);
  };
  const server = http.createServer((req, res) => {
    if (rateLimited && req.method === 'POST' && req.url?.startsWith('/auth/v1/token')) {
      req.resume();
      return sendOverRateLimit(res);
    }
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
      rateLimited = false;
      const waiting = held ?? [];
      held = null;
      for (const release of waiting) release();
      if (!server.listening) await listen(port);
    },
    rateLimit: () => {
      rateLimited = true;
      return Promise.resolve();
    },
    hold: () => {
      held ??= [];
      return Promise.resolve();
    },
  };
}
