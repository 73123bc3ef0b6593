/**
 * `/functions/v1/<name>[/…]` of the gateway, answered as hosted Supabase answers it: 404 for a
 * function that does not exist, then the JWT check (`verify_jwt`, on unless
 * `[functions.<name>] verify_jwt = false`), then the request with its headers and body to the
 * functions runtime. The error bodies are hosted's (its gateway sends them with an
 * `sb-error-code` header); the CLI's own local main service words some of them differently.
 */
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

import { decodeProtectedHeader, jwtVerify } from 'jose';

import type { AuthHandler } from '../auth';
import { forwardableHeaders, proxy } from '../http-proxy';
import { FUNCTION_NAME } from './import-map';
import type { FunctionsRuntime } from './runtime';

interface ErrorBody {
  code: string;
  message: string;
}

const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'Requested function was not found' };
const NO_AUTH_HEADER: ErrorBody = {
  code: 'UNAUTHORIZED_NO_AUTH_HEADER',
  message: 'Missing authorization header',
};
const NOT_BEARER: ErrorBody = {
  code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
  message: "Auth header is not 'Bearer {token}'",
};
const INVALID_FORMAT: ErrorBody = {
  code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
  message: 'Invalid JWT',
};
/** A well-formed HS256 token that fails verification (signature, expiry): the legacy-secret check. */
const INVALID_LEGACY: ErrorBody = { code: 'UNAUTHORIZED_LEGACY_JWT', message: 'Invalid JWT' };
const WORKER_ERROR: ErrorBody = {
  code: 'WORKER_ERROR',
  message: 'Function exited due to an error (please check logs)',
};
const BOOT_ERROR: ErrorBody = {
  code: 'BOOT_ERROR',
  message: 'Worker failed to boot (please check logs)',
};

function sendError(res: ServerResponse, status: number, body: ErrorBody): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
    'sb-error-code': body.code,
  });
  res.end(payload);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Why the Authorization header fails hosted's check, or undefined when it passes. */
async function jwtProblem(
  authorization: string | undefined,
  secret: Uint8Array,
): Promise<ErrorBody | undefined> {
  if (!authorization) return NO_AUTH_HEADER;
  const [scheme, token] = authorization.split(' ');
  if (scheme !== 'Bearer' || !token) return NOT_BEARER;
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return INVALID_FORMAT;
  }
  if (alg !== 'HS256') return INVALID_FORMAT;
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return undefined;
  } catch {
    return INVALID_LEGACY;
  }
}

export interface FunctionsRouteOptions {
  functionsDir: string;
  runtime: FunctionsRuntime;
  jwtSecret: string;
  /** `verify_jwt` per function name; a name left out is checked (the CLI's default). */
  verifyJwt: (name: string) => boolean;
}

export function createFunctionsRoute(options: FunctionsRouteOptions): AuthHandler {
  const secret = new TextEncoder().encode(options.jwtSecret);
  return async (req, res, subPath, query, body) => {
    const name = subPath.split('/')[1] ?? '';
    const entry = path.join(options.functionsDir, name, 'index.ts');
    if (!FUNCTION_NAME.test(name) || !(await isFile(entry))) {
      sendError(res, 404, NOT_FOUND);
      return;
    }
    if (req.method !== 'OPTIONS' && options.verifyJwt(name)) {
      const problem = await jwtProblem(req.headers.authorization, secret);
      if (problem) {
        sendError(res, 401, problem);
        return;
      }
    }
    let origin: string;
    try {
      origin = await options.runtime.origin();
    } catch (error) {
      console.error('[functions]', error);
      sendError(res, 503, BOOT_ERROR);
      return;
    }
    const target = new URL(origin);
    target.pathname = subPath;
    const search = query.toString();
    target.search = search ? `?${search}` : '';
    try {
      await proxy(req, res, target, forwardableHeaders(req.headers), body);
    } catch (error) {
      // The runtime died under the request (it restarts by itself): what edge-runtime answers
      // when a worker ends without a response.
      console.error('[functions]', error);
      if (res.headersSent) res.destroy();
      else sendError(res, 500, WORKER_ERROR);
    }
  };
}
