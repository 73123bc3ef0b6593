import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import type { AuthHandler } from './auth';
import { forwardableHeaders, proxy } from './http-proxy';
import type { StorageHandler } from './storage';

export interface GatewayOptions {
  port: number;
  postgrestUrl: string;
  auth: AuthHandler;
  /** `/functions/v1`: the Edge Functions (functions/route.ts), which check the JWT themselves. */
  functions: AuthHandler;
  /** `/storage/v1`: Storage (storage/), fed the request as a stream; absent when disabled. */
  storage?: StorageHandler;
  /** Keys accepted in `apikey`, each with the JWT that stands for it upstream. */
  apiKeys: ReadonlyMap<string, string>;
  /** Origins allowed by CORS besides any loopback origin. */
  allowedOrigins: readonly string[];
  maxBodyBytes: number;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The /auth/v1 paths served without an apikey: the CLI's Kong routes `auth-v1-open`,
 * `auth-v1-open-callback` and `auth-v1-open-authorize` (supabase/cli
 * apps/cli-go/internal/start/templates/kong.yml @ cad09571874a), which self-hosted's kong.yml
 * also leaves without key-auth. Kong matches route paths as plain prefixes, so
 * `/auth/v1/verify?…` and `/auth/v1/verify/…` are open too; everything else under /auth/v1
 * needs a key, as on hosted and self-hosted (the CLI's own Kong checks no key anywhere).
 */
const OPEN_AUTH_PREFIXES = ['/verify', '/callback', '/authorize'] as const;

/**
 * What a path prefix leads to: an HTTP service (by its origin alone), a handler in process given
 * the buffered body, or one that reads the body and writes the answer as streams (Storage: a
 * 200 MB upload must not sit in memory).
 */
type Upstream =
  | { kind: 'http'; origin: string }
  | { kind: 'handler'; handle: AuthHandler }
  | { kind: 'stream'; handle: StorageHandler };

interface Route {
  upstream: Upstream;
  /** Sub-paths (after the prefix) served without an apikey. */
  openPrefixes: readonly string[];
  /** Authorization as the CLI's Kong sets it for Storage (storageAuthorization). */
  kongBearer?: boolean;
}

const NO_ROUTE = { message: 'no Route matched with those values' };

/**
 * A path the gateway will not route: an empty, `.` or `..` segment, a backslash, or any of
 * them percent-encoded. Upstreams and browsers read such paths differently (`\` is `/` to a
 * URL parser, `//host` a host), and no Supabase client sends one.
 */
const UNROUTABLE_PATH = /\/\/|\\|%2f|%5c|(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * The path and query of a request target, or null when it has no path we route. The
 * absolute-form (`GET http://host/rest/v1/x`), which HTTP/1.1 servers must accept, counts by
 * its path alone: a request never chooses the host it is forwarded to.
 */
function requestTarget(raw: string): { path: string; search: string } | null {
  const queryAt = raw.indexOf('?');
  let path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  if (!path.startsWith('/')) {
    const origin = /^https?:\/\/[^/?#]*/i.exec(path);
    if (!origin) return null;
    path = path.slice(origin[0].length) || '/';
  }
  return UNROUTABLE_PATH.test(path) ? null : { path, search };
}

/** The route whose prefix the path is in, and the path below that prefix ('/' at least). */
function matchRoute(
  routes: ReadonlyMap<string, Route>,
  path: string,
): { route: Route; prefix: string; subPath: string } | null {
  for (const [prefix, route] of routes) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      return { route, prefix, subPath: path.slice(prefix.length) || '/' };
    }
  }
  return null;
}

/** The upstream's own origin with the sub-path set as a path: setting it can never change host. */
function upstreamUrl(origin: string, subPath: string, search: string): URL {
  const url = new URL(origin);
  url.pathname = subPath;
  url.search = search;
  return url;
}

/**
 * What a browser page may read. The resumable uploads' answers name their own (@tus/server's
 * list: Location, Upload-Offset, Upload-Length, Tus-*), which replaces this one, as on hosted,
 * where the CLI's Kong exposes nothing of its own.
 */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Profile',
  'Preference-Applied',
  'Location',
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
].join(', ');

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, string>,
  ) {
    super(body.message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The one CORS policy of the local API: loopback origins plus `allowedOrigins`, with
 * credentials. Hosted Supabase differs: its gateway answers every origin with
 * `Access-Control-Allow-Origin: *` and no credentials (Kong's cors plugin defaults), so a page on
 * an origin missing here still works against hosted. Locally we keep the allow-list, so a page
 * served from an unexpected origin shows up in development instead of passing silently.
 */
function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): void {
  // On every answer, not only allowed ones: a browser keeps an answer fetched without an Origin
  // (an <img> of a signed URL) and would give it to a fetch of the same URL, which then fails
  // for want of the header hosted's `*` always carries.
  res.setHeader('Vary', 'Origin');
  const origin = header(req.headers, 'origin');
  if (!origin || !(LOOPBACK_ORIGIN.test(origin) || allowed.includes(origin))) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * A CORS preflight, as Kong's cors plugin tells one (handler.lua `access`): OPTIONS with an
 * Origin and an Access-Control-Request-Method. Any other OPTIONS goes upstream like any other
 * request: TUS clients ask the resumable uploads' server for its protocol so.
 */
function isPreflight(req: IncomingMessage): boolean {
  return (
    req.method === 'OPTIONS' &&
    header(req.headers, 'origin') !== undefined &&
    header(req.headers, 'access-control-request-method') !== undefined
  );
}

/** Answers a preflight, allowing what it asks for (the CLI's cors plugin mirrors the headers). */
function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    header(req.headers, 'access-control-request-headers') ??
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, range',
  );
  res.setHeader('Access-Control-Max-Age', '86400');
  res.writeHead(204);
  res.end();
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(header(req.headers, 'content-length') ?? '0');
  if (declared > limit) throw new GatewayError(413, { message: 'Request size limit exceeded' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new GatewayError(413, { message: 'Request size limit exceeded' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks the apikey like Supabase's gateway and decides the upstream Authorization: the caller's
 * own bearer token when it sent one, else the JWT that the apikey stands for.
 */
function authorize(req: IncomingMessage, url: URL, keys: ReadonlyMap<string, string>): string {
  const apikey = header(req.headers, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!apikey) {
    throw new GatewayError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const jwt = keys.get(apikey);
  if (!jwt) {
    throw new GatewayError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  const authorization = header(req.headers, 'authorization');
  if (!authorization || authorization.startsWith('Bearer sb_')) return `Bearer ${jwt}`;
  return authorization;
}

/**
 * The Authorization the CLI's Kong sends on to Storage, which has no key-auth there (supabase/cli
 * apps/cli-go/internal/start/start.go `BearerToken`, templates/kong.yml `storage-v1`): the
 * caller's own unless it is `Bearer sb_…`, else the JWT the apikey stands for, else the apikey
 * itself, else empty (Storage then refuses with `Invalid Compact JWS`). Public and signed URLs
 * come with neither header and pass.
 */
function storageAuthorization(req: IncomingMessage, keys: ReadonlyMap<string, string>): string {
  const authorization = header(req.headers, 'authorization');
  if (authorization !== undefined && !authorization.startsWith('Bearer sb_')) return authorization;
  const apikey = header(req.headers, 'apikey');
  if (apikey === undefined) return '';
  const jwt = keys.get(apikey);
  return jwt ? `Bearer ${jwt}` : apikey;
}

/**
 * Takes a `?apikey=` credential out of the URL once the key is checked, like Kong's key-auth
 * with `hide_credentials`: PostgREST would read it as a filter on a column `apikey` (400
 * PGRST100) and log the key with the URL. The `apikey` header is kept, as hosted keeps it.
 */
function queryName(pair: string): string {
  const raw = (pair.split('=')[0] ?? '').replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // malformed escapes: not our key, PostgREST answers it
  }
}

function hideApiKeyParam(url: URL): void {
  if (!url.searchParams.has('apikey')) return;
  // Drop only that pair from the raw query: re-serialising through searchParams would re-encode
  // every other parameter (`;`, `(`, spaces), and PostgREST reads some of them differently.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => queryName(pair) !== 'apikey');
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
}

function callerAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { postgrestUrl, auth, functions, storage, apiKeys, allowedOrigins, maxBodyBytes } = options;
  // Each prefix leads to one upstream, on its own paths only.
  const routes: ReadonlyMap<string, Route> = new Map([
    ['/rest/v1', { upstream: { kind: 'http', origin: postgrestUrl }, openPrefixes: [] }],
    ['/auth/v1', { upstream: { kind: 'handler', handle: auth }, openPrefixes: OPEN_AUTH_PREFIXES }],
    // No apikey on /functions/v1, as on hosted and in the CLI's kong.yml (`functions-v1`, no
    // key-auth): the functions route checks the JWT instead, and the caller's Authorization
    // reaches the function unchanged.
    ['/functions/v1', { upstream: { kind: 'handler', handle: functions }, openPrefixes: ['/'] }],
    // No apikey on /storage/v1 either (the CLI's `storage-v1` route): Storage checks the JWT.
    ...(storage
      ? ([
          [
            '/storage/v1',
            {
              upstream: { kind: 'stream', handle: storage },
              openPrefixes: ['/'],
              kongBearer: true,
            },
          ],
        ] as const)
      : []),
  ]);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    applyCors(req, res, allowedOrigins);
    if (isPreflight(req)) {
      answerPreflight(req, res);
      return;
    }
    const target = requestTarget(req.url ?? '/');
    const matched = target && matchRoute(routes, target.path);
    if (!target || !matched) throw new GatewayError(404, NO_ROUTE);
    const { route, prefix, subPath } = matched;
    // Only the query is read from here: the upstream URL is built from the route's origin.
    const url = new URL('http://gateway');
    url.search = target.search;

    let authorization: string | undefined;
    if (!route.kongBearer) {
      const open = route.openPrefixes.some((openPrefix) => subPath.startsWith(openPrefix));
      authorization = open ? header(req.headers, 'authorization') : authorize(req, url, apiKeys);
      hideApiKeyParam(url);
    }

    // As hosted Supabase delivers a request (DECISIONS 17): the client's own X-Forwarded-For
    // is kept and the address we saw appended, so its leftmost value is whatever the client
    // wrote; `cf-connecting-ip` (Cloudflare's header there) is always the address we saw,
    // whatever the client sent. Anything keyed on the client must read `cf-connecting-ip`.
    const address = callerAddress(req);
    const headers = forwardableHeaders(req.headers, ['x-real-ip', 'cf-connecting-ip']);
    // Storage gets an empty one rather than none, as the CLI's Kong sends it.
    if (route.kongBearer) headers.authorization = storageAuthorization(req, apiKeys);
    else if (authorization) headers.authorization = authorization;
    const clientForwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [clientForwardedFor, address].flat().filter(Boolean).join(', ');
    headers['x-real-ip'] = address;
    headers['cf-connecting-ip'] = address;

    const { upstream } = route;
    if (upstream.kind !== 'http') {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
          req.headers[name] = typeof value === 'number' ? String(value) : value;
      }
    }
    if (upstream.kind === 'stream') {
      // As Kong tells an upstream where its route's prefix was stripped.
      req.headers['x-forwarded-prefix'] = prefix;
      await upstream.handle(req, res, subPath, url.search);
      return;
    }
    const body = await readBody(req, maxBodyBytes);
    if (upstream.kind === 'handler') {
      await upstream.handle(req, res, subPath, url.searchParams, body);
      return;
    }
    await proxy(req, res, upstreamUrl(upstream.origin, subPath, url.search), headers, body);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof GatewayError) {
        // Drain what the client is still sending so it can read our answer.
        if (error.status === 413) req.resume();
        sendJson(res, error.status, error.body);
        return;
      }
      console.error('[gateway]', error);
      sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
