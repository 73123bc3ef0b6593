/** What every route and the resumable uploads share, and what a route is. */
import type { KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type pg from 'pg';

import type { Caller } from './caller';
import type { FileStore } from './files';
import type { Scope } from './scope';

export interface StorageContext {
  /** Connections as `supabase_storage_admin`, which may take any API role. */
  pool: pg.Pool;
  files: FileStore;
  /**
   * The project's JWT secret: it verifies callers and signs and verifies signed URLs. A key
   * object, which jose imports once, where raw bytes would be imported on every token.
   */
  jwtSecret: KeyObject;
  /** The service_role key's claims, for what the server does as service. */
  service: Caller;
  /** Lifetime of a signed upload URL (the CLI sets SIGNED_UPLOAD_URL_EXPIRATION_TIME 7200). */
  signedUploadExpirySeconds: number;
}

/** One request as a route sees it. */
export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** Path and query below /storage/v1, as the server's `request.url`. */
  url: string;
  query: URLSearchParams;
  /** The pattern's parameters, percent-decoded (`bucketName`, `bucketId`, `*`). */
  params: Record<string, string>;
}

/** A request with its caller, and the scopes its queries run in. */
export interface Call<Input> extends StorageRequest {
  storage: StorageContext;
  input: Input;
  caller: Caller;
  /** As the caller: row-level security decides. */
  asCaller: Scope;
  /** As service_role: what the server does on its own authority. */
  asService: Scope;
}

export type Auth =
  /** A valid bearer token is required. */
  | 'required'
  /** A missing or bad token is `anon`. */
  | 'optional'
  /** No token is read: public objects, signed URLs (the token in the URL is the grant). */
  | 'none';

export interface Route<Input = unknown> {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's syntax: `/object/:bucketName/*`. */
  pattern: string;
  /** storage.operation() during the request (src/http/routes/operations.ts). */
  operation: string;
  auth: Auth;
  /** Errors keep their `code` (routes without the errorSchema: list-v2). */
  errorsWithCode?: boolean;
  /** Reads and validates the input before the token is checked, as Fastify does. */
  input?: (request: StorageRequest) => Promise<Input>;
  handle: (call: Call<Input>) => Promise<void>;
}

/** Keeps a route's input type between its `input` and its `handle`. */
export function route<Input = undefined>(definition: Route<Input>): Route<unknown> {
  return definition as Route<unknown>;
}
