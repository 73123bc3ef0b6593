/** The catcher's web side: the inbox page and the Mailpit-compatible API. */
import http from 'node:http';

import { fullMessage, messagesSummary, search } from './api';
import { INBOX_CSP, listPage, messagePage } from './page';
import type { MessageStore } from './store';

const MAX_BODY_BYTES = 64 * 1024;

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));
const text = (res: http.ServerResponse, status: number, body: string) =>
  send(res, status, 'text/plain; charset=utf-8', body);

function page(res: http.ServerResponse, body: string): void {
  res.setHeader('Content-Security-Policy', INBOX_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  send(res, 200, 'text/html; charset=utf-8', body);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function paging(query: URLSearchParams): { start: number; limit: number } {
  const start = Math.max(0, Number.parseInt(query.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Number.parseInt(query.get('limit') ?? '50', 10) || 50);
  return { start, limit };
}

/** DELETE /api/v1/messages: `{"IDs":[…]}` deletes those, an empty body (or no IDs) all. */
async function deleteMessages(
  store: MessageStore,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const raw = (await readBody(req)).trim();
  let ids: string[] | undefined;
  if (raw !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      text(res, 400, 'invalid JSON');
      return;
    }
    const value = (parsed as { IDs?: unknown } | null)?.IDs;
    if (Array.isArray(value) && value.length > 0) ids = value.map(String);
  }
  store.delete(ids);
  text(res, 200, 'ok');
}

async function route(
  store: MessageStore,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;
  const method = req.method ?? 'GET';

  if (path === '/api/v1/messages') {
    if (method === 'GET') {
      const { start, limit } = paging(url.searchParams);
      json(res, 200, messagesSummary(store.list(), store.list(), start, limit));
      return;
    }
    if (method === 'DELETE') return deleteMessages(store, req, res);
  }
  if (path === '/api/v1/search' && method === 'GET') {
    const { start, limit } = paging(url.searchParams);
    const matched = search(store.list(), url.searchParams.get('query') ?? '');
    json(res, 200, messagesSummary(store.list(), matched, start, limit));
    return;
  }
  const one = /^\/api\/v1\/message\/([^/]+)(\/headers)?$/.exec(path);
  if (one && method === 'GET') {
    const id = decodeURIComponent(one[1] ?? '');
    // Mailpit accepts `latest` for the newest message.
    const message = id === 'latest' ? store.list()[0] : store.get(id);
    if (!message) {
      text(res, 404, 'message not found');
      return;
    }
    if (one[2]) {
      json(res, 200, message.headers);
      return;
    }
    message.Read = true;
    json(res, 200, fullMessage(message));
    return;
  }
  if (path === '/' && method === 'GET') return page(res, listPage(store.list()));
  if (path === '/clear' && method === 'POST') {
    store.delete();
    res.writeHead(303, { Location: '/' }).end();
    return;
  }
  const view = /^\/view\/([^/]+)$/.exec(path);
  if (view && method === 'GET') {
    const message = store.get(decodeURIComponent(view[1] ?? ''));
    if (message) {
      message.Read = true;
      return page(res, messagePage(message));
    }
  }
  text(res, 404, 'not found');
}

export async function startInbox(
  store: MessageStore,
  port: number,
  log: (line: string) => void,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    route(store, req, res).catch((error: unknown) => {
      log(`[mail] http: ${String(error)}`);
      if (!res.headersSent) text(res, 500, 'internal error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  return {
    port: bound,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
