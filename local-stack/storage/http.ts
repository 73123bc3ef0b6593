/**
 * Reading and answering as the Storage server's Fastify does: JSON bodies up to 1 MiB parsed
 * only when sent as `application/json` (other bodies are left unread), Fastify's own refusals,
 * and JSON answers shaped by the routes' response schemas.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { fastifyError } from './errors';

/** Fastify's default bodyLimit. */
const JSON_BODY_LIMIT = 1024 * 1024;

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return type?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Throws the request's remaining bytes away, so the client can read the answer. */
export function drain(req: IncomingMessage): void {
  if (!req.readableEnded) req.resume();
}

/**
 * The parsed JSON body; undefined when the body is not JSON (left unread). `allowEmpty`: an
 * empty JSON body is null, as the bucket delete and empty routes accept it.
 */
export async function readJsonBody(req: IncomingMessage, allowEmpty = false): Promise<unknown> {
  if (!isJson(req)) {
    drain(req);
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_BODY_LIMIT) {
      drain(req);
      throw fastifyError(413, 'FastifyError', 'Request body is too large');
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') {
    if (allowEmpty) return null;
    throw fastifyError(
      400,
      'FastifyError',
      "Body cannot be empty when content-type is set to 'application/json'",
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fastifyError(
      400,
      'FastifyError',
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json; charset=utf-8',
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

type Kind = 'string' | 'nullable' | 'boolean' | 'any';

/**
 * A row as fast-json-stringify writes it with the route's schema: only the schema's keys, in
 * its order; a missing key left out; null in a `string` field as "" and a date as ISO 8601.
 */
export function shape(row: object, fields: ReadonlyArray<readonly [string, Kind]>) {
  const out: Record<string, unknown> = {};
  for (const [key, kind] of fields) {
    const value = (row as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (kind === 'string') {
      out[key] = value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    } else if (kind === 'boolean') out[key] = Boolean(value);
    else out[key] = value;
  }
  return out;
}

/** src/storage/schemas/object.ts */
export const OBJECT_FIELDS = [
  ['name', 'string'],
  ['bucket_id', 'string'],
  ['owner', 'string'],
  ['owner_id', 'string'],
  ['version', 'string'],
  ['id', 'nullable'],
  ['updated_at', 'nullable'],
  ['created_at', 'nullable'],
  ['last_accessed_at', 'nullable'],
  ['metadata', 'any'],
  ['user_metadata', 'any'],
] as const;

/** src/storage/schemas/bucket.ts */
export const BUCKET_FIELDS = [
  ['id', 'string'],
  ['name', 'string'],
  ['owner', 'string'],
  ['owner_id', 'string'],
  ['public', 'boolean'],
  ['type', 'string'],
  ['file_size_limit', 'any'],
  ['allowed_mime_types', 'any'],
  ['created_at', 'string'],
  ['updated_at', 'string'],
] as const;
