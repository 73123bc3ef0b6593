/**
 * Mailpit's routes over many messages: list, search, read status and deleting
 * (`/api/v1/messages`, `/api/v1/search`). Bad input is a 400 with Mailpit's text.
 */
import type http from 'node:http';

import { messagesSummary, search } from './api';
import { json, readBody, text } from './respond';
import type { MessageStore } from './store';

function paging(query: URLSearchParams): { start: number; limit: number } {
  const start = Math.max(0, Number.parseInt(query.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Number.parseInt(query.get('limit') ?? '50', 10) || 50);
  return { start, limit };
}

/** The request's JSON object, or undefined after answering 400. An empty body is `{}`. */
async function jsonObject(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  emptyIs: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, res);
  if (body === undefined) return undefined;
  const raw = body.trim();
  if (raw === '' && emptyIs) return emptyIs;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  text(res, 400, 'the body must be a JSON object');
  return undefined;
}

function ids(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;
}

/** DELETE /api/v1/messages: `{"IDs":[…]}` deletes those, an empty body (or no IDs) all. */
async function deleteMessages(
  store: MessageStore,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const body = await jsonObject(req, res, {});
  if (!body) return;
  store.delete(ids(body.IDs));
  text(res, 200, 'ok');
}

/** PUT /api/v1/messages: `{"Read": bool, "IDs": […] | "Search": "…"}`, neither = all. */
async function setReadStatus(
  store: MessageStore,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  // Mailpit decodes the body strictly: an empty one is an error there too.
  const body = await jsonObject(req, res, undefined);
  if (!body) return;
  if (body.Read !== undefined && typeof body.Read !== 'boolean') {
    text(res, 400, 'Read must be true or false');
    return;
  }
  const chosen = ids(body.IDs);
  const query = typeof body.Search === 'string' ? body.Search.trim() : '';
  if (chosen && query) {
    text(res, 400, 'You may specify either IDs or a search query, not both');
    return;
  }
  const targets = chosen
    ? store.list().filter((message) => chosen.includes(message.ID))
    : query
      ? search(store.list(), query)
      : store.list();
  for (const message of targets) message.Read = body.Read === true;
  text(res, 200, 'ok');
}

/** Answers the route if it is one of these; false when it is not. */
export async function messagesRoute(
  store: MessageStore,
  path: string,
  url: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  if (path === '/api/v1/messages') {
    if (method === 'GET') {
      const { start, limit } = paging(url.searchParams);
      json(res, 200, messagesSummary(store.list(), store.list(), start, limit));
      return true;
    }
    if (method === 'PUT') return setReadStatus(store, req, res).then(() => true);
    if (method === 'DELETE') return deleteMessages(store, req, res).then(() => true);
  }
  if (path === '/api/v1/search') {
    const query = (url.searchParams.get('query') ?? '').trim();
    if (method === 'GET') {
      const { start, limit } = paging(url.searchParams);
      json(res, 200, messagesSummary(store.list(), search(store.list(), query), start, limit));
      return true;
    }
    if (method === 'DELETE') {
      if (query === '') {
        text(res, 400, 'Error: no search query');
        return true;
      }
      store.delete(search(store.list(), query).map((message) => message.ID));
      text(res, 200, 'ok');
      return true;
    }
  }
  return false;
}
