/**
 * Resumable uploads (TUS 1.0.0) as hosted Storage serves them at `/storage/v1/upload/resumable`
 * (reference/supabase-storage.md §5; supabase/storage src/http/routes/tus/): @tus/server speaks
 * the protocol, as on hosted, with @tus/file-store keeping unfinished uploads on disk, as the
 * CLI's Storage does; the Storage core (ResumablePort) decides who may write what and stores the
 * finished object.
 *
 * The handler takes requests with the path the client called, the public path included
 * (`<publicPath>`, `<publicPath>/<upload>`, `<publicPath>/sign`, `<publicPath>/sign/<upload>`),
 * every method, and the body unread: bytes go to disk as they arrive, never held whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { Server } from '@tus/server';

import type { ResumablePort } from '../resumable-port';
import { UploadFiles } from './upload-files';
import { uploadHooks } from './upload-hooks';

export interface ResumableHandlerOptions {
  port: ResumablePort;
  /** The unfinished uploads' folder, the handler's alone. */
  uploadDir: string;
  /** The path clients call, e.g. `/storage/v1/upload/resumable`. */
  publicPath: string;
  /** How long an unfinished upload can be resumed: hosted's TUS_URL_EXPIRY_MS, 1 hour. */
  expiryMs?: number;
}

export type ResumableHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const HOUR_MS = 60 * 60 * 1000;

/** Hosted's TUS routes take these besides the protocol's own (src/http/routes/tus/index.ts). */
const ALLOWED_HEADERS = ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'x-signature'];

function servesPath(url: string | undefined, publicPath: string): boolean {
  const path = (url ?? '').split('?')[0] ?? '';
  return path === publicPath || path.startsWith(`${publicPath}/`);
}

function answer(res: ServerResponse, status: number, body: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'text/plain',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

export function createResumableHandler(options: ResumableHandlerOptions): ResumableHandler {
  const { port, publicPath } = options;
  const files = new UploadFiles(options.uploadDir, options.expiryMs ?? HOUR_MS);
  const tus = new Server({
    path: publicPath,
    datastore: files,
    maxSize: () => port.maxSize(),
    respectForwardedHeaders: true,
    allowedHeaders: ALLOWED_HEADERS,
    // CORS has one policy, the gateway's: the TUS server sets no Allow-Origin of its own.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    ...uploadHooks(port, files, publicPath),
  });

  return async (req, res) => {
    // Hosted has no GET route here (fastify answers 404); @tus/server would serve the bytes.
    if (!servesPath(req.url, publicPath) || req.method === 'GET') {
      answer(res, 404, 'Not found\n');
      return;
    }
    await files.sweepWhenDue().catch((error: unknown) => {
      console.error('[storage] sweeping expired uploads:', error);
    });
    try {
      await tus.handle(req, res);
    } catch (error) {
      console.error('[storage] resumable upload:', error);
      answer(res, 500, 'Something went wrong with that request\n');
    }
  };
}
