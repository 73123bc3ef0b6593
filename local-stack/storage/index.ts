/**
 * A work-alike of Supabase Storage (supabase/storage v1.60.2, the version the CLI pins) for
 * what `@supabase/supabase-js`'s `storage` client calls (issue #51): buckets, objects decided
 * by row-level security on storage.objects, signed URLs, resumable (TUS) uploads (resumable/).
 * Mounted by the gateway at /storage/v1, streaming request and response bodies. Files live
 * under `rootDir`.
 */
import { createSecretKey } from 'node:crypto';

import { decodeJwt } from 'jose';
import type pg from 'pg';

import { callerFromClaims } from './caller';
import type { Route, StorageContext } from './context';
import { FileStore } from './files';
import { RESUMABLE_PATH, resumableRoute } from './resumable/resumable-route';
import { createResumablePort } from './resumable-grant';
import type { ResumablePort } from './resumable-port';
import { createRouter, type StorageHandler } from './router';
import { bucketRoutes } from './routes/buckets';
import { changeRoutes } from './routes/changes';
import { listRoutes } from './routes/lists';
import { readRoutes } from './routes/reads';
import { signingRoutes } from './routes/signing';
import { uploadRoutes } from './routes/uploads';

export type { StorageHandler } from './router';

/**
 * Static paths before parameters, as Fastify's router prefers them (`/object/sign/…` is never
 * an object of a bucket named `sign`, `/object/move` never an upload to a bucket `move`).
 */
const ROUTES: Route[] = [
  ...bucketRoutes,
  ...listRoutes,
  ...signingRoutes,
  ...changeRoutes,
  ...readRoutes,
  ...uploadRoutes,
];

export interface StorageServiceOptions {
  /** Connections as `supabase_storage_admin`. */
  pool: pg.Pool;
  jwtSecret: string;
  /** The service_role key, whose claims the server acts with as service. */
  serviceRoleKey: string;
  /** Where the files live: `<rootDir>/objects`, `<rootDir>/tmp`, `<rootDir>/resumable`. */
  rootDir: string;
  /** The CLI sets SIGNED_UPLOAD_URL_EXPIRATION_TIME to 7200 seconds. */
  signedUploadExpirySeconds?: number;
}

export interface StorageService {
  handle: StorageHandler;
  /** What the resumable uploads ask the core (resumable-port.ts). */
  resumablePort: ResumablePort;
  context: StorageContext;
}

/** What every Storage operation works with, without the routes (seeding buckets needs no more). */
export function createStorageContext(options: StorageServiceOptions): StorageContext {
  return {
    pool: options.pool,
    files: new FileStore(options.rootDir),
    jwtSecret: createSecretKey(Buffer.from(options.jwtSecret, 'utf8')),
    service: callerFromClaims(decodeJwt(options.serviceRoleKey), options.serviceRoleKey),
    signedUploadExpirySeconds: options.signedUploadExpirySeconds ?? 7200,
  };
}

export function createStorageService(options: StorageServiceOptions): StorageService {
  const context = createStorageContext(options);
  const resumablePort = createResumablePort(context);
  const routes = createRouter(context, ROUTES);
  // Unfinished uploads beside the objects: db:reset empties them with the rest.
  const resumable = resumableRoute(resumablePort, `${options.rootDir}/resumable`);
  const handle: StorageHandler = (req, res, path, search) =>
    path === RESUMABLE_PATH || path.startsWith(`${RESUMABLE_PATH}/`)
      ? resumable(req, res, path, search)
      : routes(req, res, path, search);
  return { handle, resumablePort, context };
}
