/**
 * Sending an object as the Storage server's renderers do (src/storage/renderer/renderer.ts,
 * head.ts, info.ts; backend/file.ts `getObject`; range.ts): the bytes streamed from disk with
 * `Content-Type`, `ETag`, `Last-Modified`, `Cache-Control` (or `Expires` for a signed URL),
 * `Accept-Ranges`, `X-Robots-Tag`; a `Range` gives 206 (or 416), a matching `If-None-Match`
 * or `If-Modified-Since` 304; `?download` makes it an attachment.
 */
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';

import type { StorageRequest } from './context';
import { ERRORS, type StorageError } from './errors';
import type { FileStore } from './files';
import { sendJson } from './http';
import type { ObjectRow } from './object-rows';

interface StoredMetadata {
  eTag?: string;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  size?: number;
}

function storedMetadata(row: Pick<ObjectRow, 'metadata'>): StoredMetadata {
  const metadata: StoredMetadata = row.metadata ?? {};
  return metadata;
}

/** Hosted never serves HTML as HTML from a bucket. */
function contentType(mimetype: string | undefined): string {
  return mimetype?.includes('text/html') ? 'text/plain' : (mimetype ?? 'application/octet-stream');
}

interface Range {
  start: number;
  end: number;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (src/storage/range.ts); anything else is 416. */
function parseRange(header: string, size: number): Range {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || size <= 0 || (!match[1] && !match[2])) throw ERRORS.invalidRange();
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw ERRORS.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw ERRORS.invalidRange();
  }
  return { start, end: Math.min(end, size - 1) };
}

function setDownload(res: ServerResponse, download: string | null): void {
  if (download === null) return;
  if (download === '') {
    res.setHeader('Content-Disposition', 'attachment;');
    return;
  }
  const name = encodeURIComponent(download);
  res.setHeader('Content-Disposition', `attachment; filename=${name}; filename*=UTF-8''${name}`);
}

/** Cache-Control: the stored value; revalidation hints when the client sent an ETag. */
function cacheControl(
  stored: string | undefined,
  eTag: string | undefined,
  sent: string | undefined,
  head: boolean,
) {
  const values = [stored];
  if (sent !== undefined && sent !== eTag)
    values.push(head ? 'must-revalidate' : 'stale-while-revalidate=30');
  return values.filter((value) => value !== undefined && value !== '').join(', ');
}

/** The 404 a missing file gets from the renderer: HTTP 400, no caching. */
function sendFileMissing(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  const error: StorageError = ERRORS.fileNotFound();
  sendJson(res, error.httpStatus, error.body(false));
}

export interface AssetOptions {
  /** `?download` (null when absent). */
  download: string | null;
  /** A signed URL's expiry, sent as `Expires` instead of `Cache-Control`. */
  expires?: Date;
}

/** GET of an object: its bytes (or a range of them) with the headers hosted sends. */
export async function sendAsset(
  request: StorageRequest,
  files: FileStore,
  row: Pick<ObjectRow, 'version' | 'metadata'>,
  options: AssetOptions,
): Promise<void> {
  const { req, res } = request;
  const file = row.version ? await files.open(row.version) : null;
  if (!file) {
    sendFileMissing(res);
    return;
  }
  const stored = storedMetadata(row);
  const eTag = stored.eTag;
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  let status = 200;
  let range: Range | undefined;
  try {
    if (ifNoneMatch !== undefined && ifNoneMatch === eTag) status = 304;
    else if (ifModifiedSince && file.mtime <= new Date(ifModifiedSince)) status = 304;
    else if (req.headers.range) {
      range = parseRange(req.headers.range, file.size);
      status = 206;
    }
  } catch (error) {
    await file.close();
    throw error;
  }
  res.statusCode = status;
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', contentType(stored.mimetype));
  if (eTag) res.setHeader('ETag', eTag);
  res.setHeader('X-Robots-Tag', 'none');
  res.setHeader('Last-Modified', file.mtime.toUTCString());
  const length = status === 304 ? 0 : range ? range.end - range.start + 1 : file.size;
  res.setHeader('Content-Length', length);
  if (options.expires) res.setHeader('Expires', options.expires.toUTCString());
  else {
    const value = cacheControl(stored.cacheControl ?? 'no-cache', eTag, ifNoneMatch, false);
    if (value) res.setHeader('Cache-Control', value);
  }
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  setDownload(res, options.download);
  if (status === 304 || req.method === 'HEAD') {
    await file.close();
    res.end();
    return;
  }
  await pipeline(file.stream(range), res);
}

/** HEAD of an object: its stored metadata as headers, no body. */
export function sendHead(request: StorageRequest, row: Pick<ObjectRow, 'metadata'>): void {
  const { req, res } = request;
  const stored = storedMetadata(row);
  res.statusCode = 200;
  res.setHeader('Accept-Ranges', 'bytes');
  if (stored.mimetype) res.setHeader('Content-Type', contentType(stored.mimetype));
  if (stored.eTag) res.setHeader('ETag', stored.eTag);
  res.setHeader('X-Robots-Tag', 'none');
  if (stored.lastModified)
    res.setHeader('Last-Modified', new Date(stored.lastModified).toUTCString());
  if (stored.contentLength !== undefined) res.setHeader('Content-Length', stored.contentLength);
  const value = cacheControl(stored.cacheControl, stored.eTag, req.headers['if-none-match'], true);
  if (value) res.setHeader('Cache-Control', value);
  res.end();
}

/** GET /object/info/…: the object as JSON (storage-js camel-cases it). */
export function sendInfo(request: StorageRequest, row: ObjectRow): void {
  const { res } = request;
  const stored = storedMetadata(row);
  if (stored.eTag) res.setHeader('ETag', stored.eTag);
  if (stored.lastModified)
    res.setHeader('Last-Modified', new Date(stored.lastModified).toUTCString());
  if (stored.cacheControl) res.setHeader('Cache-Control', stored.cacheControl);
  sendJson(
    res,
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: stored.size ?? null,
      content_type: stored.mimetype ?? null,
      cache_control: stored.cacheControl ?? null,
      etag: stored.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    'application/json',
  );
}
