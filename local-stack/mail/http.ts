/** The catcher's web side: the inbox page and the Mailpit-compatible API. */
import http from 'node:http';

import { appInformation } from './api';
import { messageRoute } from './message-routes';
import { messagesRoute } from './messages-routes';
import { listPage, messagePage } from './page';
import { refusal } from './request-guard';
import { json, page, text } from './respond';
import type { MessageStore } from './store';

async function route(
  store: MessageStore,
  port: number,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const refused = refusal(req, port);
  if (refused) {
    text(res, 403, refused);
    return;
  }
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname;
  const method = req.method ?? 'GET';

  if (path === '/api/v1/info' && method === 'GET') {
    json(res, 200, appInformation(store));
    return;
  }
  if (await messagesRoute(store, path, url, req, res)) return;
  if (await messageRoute(store, path, req, res)) return;
  if (path === '/' && method === 'GET') return page(res, listPage(store.list()));
  if (path === '/clear' && method === 'POST') {
    store.delete();
    res.writeHead(303, { Location: '/' }).end();
    return;
  }
  const view = /^\/view\/([^/.]+)$/.exec(path);
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
  let bound = port;
  const server = http.createServer((req, res) => {
    route(store, bound, req, res).catch((error: unknown) => {
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
  bound = address && typeof address === 'object' ? address.port : port;
  return {
    port: bound,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
