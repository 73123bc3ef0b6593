/**
 * The last step of every write (upload, signed upload, resumable upload, copy): the file is in
 * place as a new version, and its row is written as service, as the server's `completeUpload`
 * does (src/storage/uploader.ts): one name at a time, the row upserted, the version it
 * replaces removed afterwards. If the row cannot be written, the new file goes.
 */
import type { StorageContext } from './context';
import {
  findObject,
  lockStatement,
  type NewObject,
  type ObjectRow,
  upsertObject,
} from './object-rows';
import { inScopeFrom, type Scope } from './scope';

/** The server-owned `metadata` of an object, as the backend's head answers it. */
export function objectMetadata(
  file: { size: number; eTag: string; lastModified: Date },
  mimetype: string,
  cacheControl: string,
): Record<string, unknown> {
  return {
    eTag: file.eTag,
    size: file.size,
    mimetype,
    cacheControl,
    lastModified: file.lastModified.toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

export async function storeVersion(
  storage: StorageContext,
  asService: Scope,
  object: NewObject,
): Promise<ObjectRow> {
  let replaced: string | null | undefined;
  let row: ObjectRow;
  try {
    // The lock goes with `begin` and the settings, in one round trip.
    const lock = lockStatement(object.bucketId, object.name);
    row = await inScopeFrom(storage.pool, asService, lock, async (_locked, db) => {
      replaced = (await findObject(db, object.bucketId, object.name, { forUpdate: true }))?.version;
      return upsertObject(db, object);
    });
  } catch (error) {
    await storage.files.remove(object.version);
    throw error;
  }
  if (replaced !== object.version) await storage.files.remove(replaced);
  return row;
}
