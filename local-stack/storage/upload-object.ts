/**
 * An upload from start to end, in the server's order (src/storage/object.ts
 * `uploadFromRequest`, uploader.ts `upload`): the bucket looked up as service, the type and a
 * declared length checked, the name, then row-level security asked with an insert (or upsert)
 * that is undone; only then are the bytes read, into a temporary file that becomes the object
 * once the last byte is in, and the row is written as service.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { StorageContext } from './context';
import { ERRORS, StorageError } from './errors';
import { LimitExceeded } from './files';
import { mustBeValidBucketName, mustBeValidKey } from './limits';
import { insertStatement, upsertStatement } from './object-rows';
import { inScopeFrom, probeStatement, type Scope } from './scope';
import { objectMetadata, storeVersion } from './store-object';
import { type BucketLimits, type UploadSource, uploadSource } from './upload-source';

export interface UploadTarget {
  bucketId: string;
  objectName: string;
  /** The JWT `sub` the object will be owned by. */
  owner: string | undefined;
  upsert: boolean;
}

/** A bucket's limits, looked up as service: a missing bucket is 404 whoever asks. */
export async function bucketLimits(
  storage: StorageContext,
  asService: Scope,
  bucketId: string,
): Promise<BucketLimits> {
  const rows = await inScopeFrom<BucketLimits, BucketLimits[]>(
    storage.pool,
    asService,
    {
      sql: 'select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      values: [bucketId],
    },
    (found) => Promise.resolve(found),
  );
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return rows[0];
}

/**
 * Asks row-level security whether `scope` may write the object (insert, or with `upsert` an
 * `insert … on conflict do update`), and undoes the write. A taken name without upsert is 409.
 */
export async function mayUpload(
  storage: StorageContext,
  scope: Scope,
  target: UploadTarget,
  metadata: Record<string, unknown>,
  userMetadata: Record<string, unknown> | undefined,
): Promise<void> {
  const row = {
    bucketId: target.bucketId,
    name: target.objectName,
    owner: target.owner,
    metadata,
    userMetadata,
    version: '1',
  };
  try {
    await probeStatement(
      storage.pool,
      scope,
      target.upsert ? upsertStatement(row) : insertStatement(row),
    );
  } catch (error) {
    // A plain insert's taken name (unique violation) is 409 KeyAlreadyExists.
    if (!target.upsert && error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
      throw ERRORS.keyAlreadyExists();
    }
    throw error;
  }
}

/** Stores what `source` carries as the target object; `scope` is asked for permission. */
export async function uploadObject(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  target: UploadTarget,
  source: UploadSource,
): Promise<{ id: string; key: string }> {
  mustBeValidKey(target.bucketId, target.objectName);
  await mayUpload(
    storage,
    scope,
    target,
    { mimetype: source.mimeType, contentLength: source.declaredLength },
    source.userMetadata,
  );
  let received;
  try {
    received = await storage.files.receive(source.body, source.maxSize);
  } catch (error) {
    if (error instanceof LimitExceeded) throw ERRORS.entityTooLarge();
    throw error;
  }
  if (source.truncated()) {
    await storage.files.removeTemp(received.tempPath);
    throw ERRORS.entityTooLarge();
  }
  const version = randomUUID();
  const lastModified = await storage.files.commit(received.tempPath, version);
  const row = await storeVersion(storage, asService, {
    bucketId: target.bucketId,
    name: target.objectName,
    owner: target.owner,
    version,
    metadata: objectMetadata({ ...received, lastModified }, source.mimeType, source.cacheControl),
    userMetadata: { ...source.userMetadata },
  });
  return { id: row.id, key: `${target.bucketId}/${target.objectName}` };
}

/** An upload request (POST, PUT, PUT to a signed URL) into `target`. */
export async function uploadFromRequest(
  storage: StorageContext,
  req: IncomingMessage,
  scope: Scope,
  asService: Scope,
  target: UploadTarget,
): Promise<{ id: string; key: string }> {
  mustBeValidBucketName(target.bucketId);
  const bucket = await bucketLimits(storage, asService, target.bucketId);
  const source = await uploadSource(req, target.objectName, bucket);
  return uploadObject(storage, scope, asService, target, source);
}
