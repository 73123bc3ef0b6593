/**
 * Matching a request to its route and running it in Fastify's order: input read and
 * validated, then the token checked, then the handler; errors answered as the server's error
 * handler answers them; an unknown route with Fastify's 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { ANONYMOUS, authenticate } from './caller';
import type { Call, Route, StorageContext, StorageRequest } from './context';
import { ERRORS, StorageError } from './errors';
import { drain, sendJson } from './http';
import type { Scope } from './scope';
import { AUTH_HEADERS, validated } from './validate';

interface CompiledRoute {
  route: Route;
  regex: RegExp;
  keys: string[];
}

/**
 * `/object/:bucketName/*` → a regex; a trailing `/` is optional (Fastify serves a prefix's
 * root route with and without it).
 */
function compile(route: Route): CompiledRoute {
  const keys: string[] = [];
  const trailingSlash = route.pattern.endsWith('/');
  const source = route.pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        keys.push('*');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, regex: new RegExp(`^${source}${trailingSlash ? '/?' : ''}$`), keys };
}

function findRoute(
  routes: CompiledRoute[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | null {
  for (const { route, regex, keys } of routes) {
    if (route.method !== method) continue;
    const match = regex.exec(path);
    if (!match) continue;
    try {
      const params = Object.fromEntries(
        keys.map((key, index) => [key, decodeURIComponent(match[index + 1]!)]),
      );
      return { route, params };
    } catch {
      return null; // not percent-decodable: no route can mean it
    }
  }
  return null;
}

function sendError(res: ServerResponse, error: unknown, withCode: boolean): void {
  if (!(error instanceof StorageError)) console.error('[storage]', error);
  const known = error instanceof StorageError ? error : ERRORS.internal();
  sendJson(res, known.httpStatus, known.body(withCode));
}

export type StorageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
) => Promise<void>;

export function createRouter(storage: StorageContext, routes: Route[]): StorageHandler {
  const compiled = routes.map(compile);
  return async (req, res, path, search) => {
    const method = req.method ?? 'GET';
    const url = `${path}${search}`;
    const found = findRoute(compiled, method, path);
    if (!found) {
      drain(req);
      sendJson(res, 404, {
        message: `Route ${method}:${url} not found`,
        error: 'Not Found',
        statusCode: 404,
      });
      return;
    }
    const { route, params } = found;
    const request: StorageRequest = {
      req,
      res,
      method,
      url,
      query: new URLSearchParams(search),
      params,
    };
    try {
      const input = route.input ? await route.input(request) : undefined;
      if (route.auth === 'required') validated('headers', AUTH_HEADERS, req.headers);
      const caller =
        route.auth === 'none'
          ? ANONYMOUS
          : await authenticate(
              req.headers.authorization,
              storage.jwtSecret,
              route.auth === 'optional',
            );
      const scopeOf = (who: typeof caller): Scope => ({
        caller: who,
        request: { headers: req.headers, method, path: url },
        operation: route.operation,
      });
      const call: Call<unknown> = {
        ...request,
        storage,
        input,
        caller,
        asCaller: scopeOf(route.auth === 'none' ? storage.service : caller),
        asService: scopeOf(storage.service),
      };
      await route.handle(call);
    } catch (error) {
      // The client went away (an upload broken off): nobody to answer.
      if (req.socket.destroyed) return;
      drain(req);
      if (res.headersSent) res.destroy();
      else sendError(res, error, route.errorsWithCode === true);
    }
  };
}
