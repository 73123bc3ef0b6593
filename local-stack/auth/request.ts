/**
 * Reading requests: JSON params and headers.
 *
 * Body parsing reproduces what GoTrue's `retrieveRequestParams` (internal/api/helpers.go)
 * answers when Go's encoding/json refuses a body: 400 `bad_json`, "Could not parse request
 * body as JSON: …". Go ignores unknown fields and treats `null` as "not given", and so do we.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import { AuthApiError } from './errors';

export type JsonObject = Record<string, unknown>;

function badJson(detail: string): AuthApiError {
  return new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'string' | 'number'
}

/**
 * Parses the body into the params object of the Go struct named `goType`
 * (e.g. 'PasswordGrantParams'). A JSON `null` body yields `{}` as in Go.
 */
function parseParams(body: Buffer, goType: string): JsonObject {
  const text = body.toString('utf8');
  if (text.trim() === '') throw badJson('unexpected end of JSON input');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : String(error));
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(`json: cannot unmarshal ${jsonKind(value)} into Go value of type api.${goType}`);
  }
  return value as JsonObject;
}

/** Typed field access that fails like Go's decoder when a field has the wrong JSON type. */
export class Params {
  constructor(
    private readonly values: JsonObject,
    private readonly goType: string,
  ) {}

  private mismatch(key: string, value: unknown, goFieldType: string): AuthApiError {
    return badJson(
      `json: cannot unmarshal ${jsonKind(value)} into Go struct field ${this.goType}.${key} of type ${goFieldType}`,
    );
  }

  /** A string field; absent or null gives `undefined`. */
  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw this.mismatch(key, value, 'string');
    return value;
  }

  bool(key: string): boolean {
    const value = this.values[key];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') throw this.mismatch(key, value, 'bool');
    return value;
  }

  /** A `map[string]interface{}` field; absent or null gives `undefined`. */
  object(key: string): JsonObject | undefined {
    const value = this.values[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw this.mismatch(key, value, 'map[string]interface {}');
    }
    return value as JsonObject;
  }
}

export function readParams(body: Buffer, goType: string): Params {
  return new Params(parseParams(body, goType), goType);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const raw = req.headers[name.toLowerCase()];
  return Array.isArray(raw) ? raw[0] : raw;
}

// api.go bearerRegexp: `(?i)^bearer (\S+$)`.
const BEARER = /^bearer (\S+)$/i;

/** The Bearer token, or 401 `no_authorization` (auth.go `extractBearerToken`). */
export function bearerToken(req: IncomingMessage): string {
  const match = BEARER.exec(header(req, 'authorization') ?? '');
  if (!match?.[1]) {
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return match[1];
}

/** User agent and client IP recorded on sessions (GrantParams.FillGrantParams). */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function clientInfo(req: IncomingMessage): ClientInfo {
  // Behind the gateway the socket address is the gateway's; the client is the first
  // X-Forwarded-For entry, as GoTrue's xff middleware reads it.
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || req.socket.remoteAddress || '';
  return {
    userAgent: header(req, 'user-agent') || null,
    ip: isIP(candidate) ? candidate : null,
  };
}

/** The audience a request works in (helpers.go `requestAud` without token claims). */
export function headerAudience(req: IncomingMessage): string | undefined {
  return header(req, 'x-jwt-aud') || undefined;
}
