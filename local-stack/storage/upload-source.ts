/**
 * What an upload request carries, read as the Storage server reads it (src/storage/uploader.ts
 * `fileUploadFromRequest`): a `multipart/form-data` body (what storage-js sends for a Blob or
 * FormData: fields `cacheControl`, `metadata`, `contentType`, then the file part; parsed with
 * busboy, the parser @fastify/multipart uses) or a raw body with `Content-Type`,
 * `Cache-Control` and base64 JSON `x-metadata`. The type is checked against the bucket and a
 * declared length against the limit before a byte is stored.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

import busboy from 'busboy';

import { ERRORS, StorageError } from './errors';
import { isEmptyFolder, mustBeAllowedMimeType, uploadLimit } from './limits';

export interface UploadSource {
  body: Readable;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** The request's Content-Length, shown to policies as `metadata.contentLength`. */
  declaredLength: number | undefined;
  /** The most bytes the file may have. */
  maxSize: number;
  /** The multipart parser stopped at the limit (the file is too large). */
  truncated(): boolean;
}

export interface BucketLimits {
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Largest `metadata` field a multipart upload may carry. */
const MAX_USER_METADATA_BYTES = 1024 * 1024;

/** Content-Length as a byte count; absent or not one: undefined. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const length = Number(req.headers['content-length']);
  return req.headers['content-length'] !== undefined && Number.isFinite(length) && length >= 0
    ? length
    : undefined;
}

function checkType(mimeType: string, objectName: string, bucket: BucketLimits): void {
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length > 0 && !isEmptyFolder(objectName)) {
    mustBeAllowedMimeType(mimeType, allowed);
  }
}

/** `x-metadata`: base64 of a JSON object; anything else is ignored, as on hosted. */
export function headerMetadata(
  value: string | string[] | undefined,
): Record<string, unknown> | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * A body that is the file itself (a raw upload, a seeded file): its type checked against the
 * bucket, a declared length against the limit, before a byte is read.
 */
export function plainSource(
  body: Readable,
  file: {
    mimeType: string;
    cacheControl: string;
    userMetadata: Record<string, unknown> | undefined;
    length: number | undefined;
  },
  objectName: string,
  bucket: BucketLimits,
): UploadSource {
  checkType(file.mimeType, objectName, bucket);
  const maxSize = maxSizeOf(objectName, bucket);
  if (file.length !== undefined && file.length > maxSize) throw ERRORS.entityTooLarge();
  return {
    body,
    mimeType: file.mimeType,
    cacheControl: file.cacheControl,
    userMetadata: file.userMetadata,
    declaredLength: file.length,
    maxSize,
    truncated: () => false,
  };
}

/** Studio's folder markers are empty files, whatever the bucket allows. */
function maxSizeOf(objectName: string, bucket: BucketLimits): number {
  return isEmptyFolder(objectName) ? 0 : uploadLimit(bucket.file_size_limit);
}

interface FilePart {
  stream: Readable & { truncated?: boolean };
  mimeType: string;
  fields: Map<string, string>;
}

/** The fields before the first file part, and that part (its bytes not read yet). */
function firstFilePart(req: IncomingMessage, maxSize: number): Promise<FilePart> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fields: 10, files: 1, fileSize: maxSize },
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let part: FilePart | undefined;
    const fail = (error: Error) => {
      part?.stream.destroy(error);
      reject(error);
    };
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, stream, info) => {
      if (part) {
        stream.resume();
        return;
      }
      part = { stream, mimeType: info.mimeType, fields: new Map(fields) };
      resolve(part);
    });
    parser.on('error', (error: Error) => fail(error));
    parser.on('close', () => {
      if (!part) reject(ERRORS.noContentProvided());
    });
    req.on('close', () => {
      if (!req.complete) fail(new Error('Request stream closed before upload could complete'));
    });
    req.pipe(parser);
  });
}

async function multipartSource(
  req: IncomingMessage,
  objectName: string,
  bucket: BucketLimits,
): Promise<UploadSource> {
  const maxSize = maxSizeOf(objectName, bucket);
  let part: FilePart;
  try {
    part = await firstFilePart(req, maxSize);
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw ERRORS.noContentProvided((error as Error).message);
  }
  const { fields, stream } = part;
  const mimeType = fields.get('contentType') || part.mimeType;
  checkType(mimeType, objectName, bucket);
  const cacheTime = fields.get('cacheControl');
  const metadata = fields.get('metadata') ?? fields.get('userMetadata');
  let userMetadata: Record<string, unknown> | undefined;
  if (metadata !== undefined) {
    if (Buffer.byteLength(metadata) > MAX_USER_METADATA_BYTES) {
      throw ERRORS.entityTooLarge('user_metadata');
    }
    try {
      userMetadata = JSON.parse(metadata) as Record<string, unknown>;
    } catch {
      // not JSON: no user metadata, as on hosted
    }
  }
  return {
    body: stream,
    mimeType,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata,
    declaredLength: declaredLength(req),
    maxSize,
    truncated: () => stream.truncated === true,
  };
}

/** The upload in `req` for an object of `bucket` (whose row is already known). */
export function uploadSource(
  req: IncomingMessage,
  objectName: string,
  bucket: BucketLimits,
): Promise<UploadSource> {
  if (req.headers['content-type']?.startsWith('multipart/form-data')) {
    return multipartSource(req, objectName, bucket);
  }
  const source = plainSource(
    req,
    {
      mimeType: req.headers['content-type'] || 'application/octet-stream',
      cacheControl: req.headers['cache-control'] ?? 'no-cache',
      userMetadata: headerMetadata(req.headers['x-metadata']),
      length: declaredLength(req),
    },
    objectName,
    bucket,
  );
  return Promise.resolve(source);
}
