/**
 * Moving, copying and deleting objects as the Storage server does (src/storage/object.ts):
 * the caller's rights are asked first, as the caller (a move is tried as an update and undone),
 * then the work is done as service, the file of a replaced or deleted version removed after.
 */
import { randomUUID } from 'node:crypto';

import type { StorageContext } from './context';
import { ERRORS } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './limits';
import {
  deleteObjects,
  findObject,
  lockStatement,
  mustFindObject,
  mustFindObjectAs,
  type ObjectRow,
  updateObject,
} from './object-rows';
import { inScope, inScopeFrom, probe, type Scope, setScope } from './scope';
import { storeVersion } from './store-object';
import { mayUpload } from './upload-object';

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
  /** The caller's `sub`: the new owner. */
  owner: string | undefined;
}

export async function moveObject(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  move: Transfer,
): Promise<void> {
  mustBeValidBucketName(move.bucketId);
  mustBeValidKey(move.destinationBucket, move.destinationKey);
  const version = randomUUID();
  const renamed = {
    bucketId: move.destinationBucket,
    name: move.destinationKey,
    owner: move.owner,
    version,
  };
  await probe(storage.pool, scope, async (db) => {
    await mustFindObject(db, move.bucketId, move.sourceKey);
    await updateObject(db, move.bucketId, move.sourceKey, renamed);
  });
  if (move.bucketId === move.destinationBucket && move.sourceKey === move.destinationKey) return;
  let sourceVersion: string | null;
  try {
    // The source is read once, locked, in the transaction that renames it.
    const lock = lockStatement(move.bucketId, move.destinationKey);
    sourceVersion = await inScopeFrom(storage.pool, asService, lock, async (_locked, db) => {
      const source = await findObject(db, move.bucketId, move.sourceKey, { forUpdate: true });
      if (!source) throw ERRORS.noSuchKey();
      if (source.version) await storage.files.duplicate(source.version, version);
      await updateObject(db, move.bucketId, move.sourceKey, {
        ...renamed,
        metadata: source.metadata ?? undefined,
        userMetadata: source.user_metadata ?? undefined,
      });
      return source.version;
    });
  } catch (error) {
    await storage.files.remove(version);
    throw error;
  }
  await storage.files.remove(sourceVersion);
}

export async function copyObject(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  copy: Transfer & {
    upsert: boolean;
    /** Keep the source's metadata (default); else `metadata` and `userMetadata` replace it. */
    copyMetadata: boolean;
    metadata: { cacheControl?: string; mimetype?: string } | undefined;
    userMetadata: Record<string, unknown> | undefined;
  },
): Promise<{ key: string; row: ObjectRow }> {
  mustBeValidBucketName(copy.bucketId);
  mustBeValidKey(copy.destinationBucket, copy.destinationKey);
  const source = await mustFindObjectAs(storage.pool, scope, copy.bucketId, copy.sourceKey);
  const baseMetadata = source.metadata ?? {};
  const metadata = copy.copyMetadata ? baseMetadata : { ...baseMetadata, ...copy.metadata };
  const userMetadata = copy.copyMetadata ? (source.user_metadata ?? undefined) : copy.userMetadata;
  const destination = {
    bucketId: copy.destinationBucket,
    objectName: copy.destinationKey,
    owner: copy.owner,
    upsert: copy.upsert,
  };
  await mayUpload(storage, scope, destination, metadata, userMetadata);
  const version = randomUUID();
  if (source.version) await storage.files.duplicate(source.version, version);
  const row = await storeVersion(storage, asService, {
    bucketId: copy.destinationBucket,
    name: copy.destinationKey,
    owner: copy.owner,
    version,
    metadata: { ...metadata, lastModified: new Date().toISOString() },
    userMetadata: userMetadata ?? undefined,
  });
  return { key: `${copy.destinationBucket}/${copy.destinationKey}`, row };
}

/** Deletes the named objects the caller may delete; the others are skipped silently. */
export async function removeObjects(
  storage: StorageContext,
  scope: Scope,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  mustBeValidBucketName(bucketId);
  const rows = await inScope(storage.pool, scope, (db) => deleteObjects(db, bucketId, names));
  for (const row of rows) await storage.files.remove(row.version);
  return rows;
}

/** DELETE /object/{bucket}/{name}: missing is 404, refused by RLS 403 `Access denied`. */
export async function deleteObject(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  bucketId: string,
  name: string,
): Promise<void> {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(bucketId, name);
  const version = await inScope(storage.pool, scope, async (db) => {
    await setScope(db, asService);
    const row = await findObject(db, bucketId, name, { forUpdate: true });
    if (!row) throw ERRORS.noSuchKey();
    await setScope(db, scope);
    if ((await deleteObjects(db, bucketId, [name])).length === 0) {
      throw ERRORS.accessDenied('Access denied');
    }
    return row.version;
  });
  await storage.files.remove(version);
}
