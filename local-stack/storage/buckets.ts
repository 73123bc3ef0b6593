/**
 * Buckets as the Storage server manages them (src/storage/storage.ts, database/knex.ts): the
 * bucket API and the buckets config.toml declares (config-buckets.ts) both go through here.
 */
import type { StorageContext } from './context';
import { ERRORS, StorageError } from './errors';
import {
  bucketSizeLimit,
  mustBeNewBucketName,
  mustBeValidBucketName,
  mustBeValidMimeTypes,
} from './limits';
import { deleteObjects, type ObjectRow, ownerColumns } from './object-rows';
import { inScope, inScopeFrom, probe, type Scope, setScope } from './scope';

export interface BucketSettings {
  public?: boolean;
  /** Bytes, or a size such as `20MB`; null clears the limit. */
  fileSizeLimit?: number | string | null;
  /** Null clears the list. */
  allowedMimeTypes?: string[] | null;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** What STORAGE_EMPTY_BUCKET_MAX allows `emptyBucket` to delete. */
const EMPTY_BUCKET_MAX = 200_000;

/** The columns a create or update writes: sizes parsed and checked, types checked. */
function settingsColumns(settings: BucketSettings): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (settings.public !== undefined) columns.public = settings.public;
  if (settings.fileSizeLimit !== undefined) {
    columns.file_size_limit =
      settings.fileSizeLimit === null ? null : bucketSizeLimit(settings.fileSizeLimit);
  }
  if (settings.allowedMimeTypes) mustBeValidMimeTypes(settings.allowedMimeTypes);
  if (settings.allowedMimeTypes !== undefined) {
    columns.allowed_mime_types = settings.allowedMimeTypes;
  }
  return columns;
}

export async function createBucket(
  storage: StorageContext,
  scope: Scope,
  bucket: { id: string; name: string; type?: string } & BucketSettings,
): Promise<void> {
  mustBeNewBucketName(bucket.name);
  if (bucket.type === 'ANALYTICS') {
    throw ERRORS.featureNotEnabled('Iceberg buckets are not enabled for this tenant');
  }
  const columns: Record<string, unknown> = {
    id: bucket.id,
    name: bucket.name,
    ...ownerColumns(scope.caller.sub),
    public: bucket.public ?? false,
    ...settingsColumns({ ...bucket, public: undefined }),
    type: 'STANDARD',
  };
  const names = Object.keys(columns);
  try {
    await inScope(storage.pool, scope, (db) =>
      db.query(
        `insert into storage.buckets (${names.join(', ')})
         values (${names.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(columns),
      ),
    );
  } catch (error) {
    if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
      throw ERRORS.bucketAlreadyExists();
    }
    throw error;
  }
}

export async function updateBucket(
  storage: StorageContext,
  scope: Scope,
  id: string,
  settings: BucketSettings,
): Promise<void> {
  mustBeValidBucketName(id);
  const columns = settingsColumns(settings);
  const names = Object.keys(columns);
  if (names.length === 0) throw ERRORS.noContentProvided();
  const { rowCount } = await inScope(storage.pool, scope, (db) =>
    db.query(
      `update storage.buckets set ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')}
        where id = $1`,
      [id, ...Object.values(columns)],
    ),
  );
  if (rowCount === 0) throw ERRORS.noSuchBucket();
}

const BUCKET_COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

/** The bucket as `scope` sees it; none is 404 NoSuchBucket. */
export async function findBucket(
  storage: StorageContext,
  scope: Scope,
  id: string,
): Promise<BucketRow> {
  const { rows } = await inScope(storage.pool, scope, (db) =>
    db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw ERRORS.noSuchBucket();
  return rows[0];
}

export interface ListBucketOptions {
  limit?: number;
  offset?: number;
  sortColumn?: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder?: 'asc' | 'desc';
  search?: string;
}

export async function listBuckets(
  storage: StorageContext,
  scope: Scope,
  options: ListBucketOptions,
): Promise<Array<BucketRow & { type: string }>> {
  const values: unknown[] = [];
  const clauses: string[] = [];
  if (options.search) {
    values.push(`%${options.search.replace(/([%_])/g, '\\$1')}%`);
    clauses.push(`where name ilike $${values.length}`);
  }
  // The enum values come from the route's schema; no caller text reaches the SQL.
  if (options.sortColumn)
    clauses.push(`order by ${options.sortColumn} ${options.sortOrder ?? 'asc'}`);
  if (options.limit !== undefined) {
    values.push(options.limit);
    clauses.push(`limit $${values.length}`);
  }
  if (options.offset !== undefined) {
    values.push(options.offset);
    clauses.push(`offset $${values.length}`);
  }
  const { rows } = await inScope(storage.pool, scope, (db) =>
    db.query<BucketRow & { type: string }>(
      `select ${BUCKET_COLUMNS}, 'STANDARD' as type from storage.buckets ${clauses.join(' ')}`,
      values,
    ),
  );
  return rows;
}

/** Deletes an empty bucket (emptiness counted as service, the delete as the caller). */
export async function deleteBucket(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  id: string,
): Promise<void> {
  await inScope(storage.pool, scope, async (db) => {
    await setScope(db, asService);
    const found = await db.query('select id from storage.buckets where id = $1 for update', [id]);
    if (found.rowCount === 0) throw ERRORS.noSuchBucket();
    const objects = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
      id,
    ]);
    if (objects.rowCount !== 0) throw ERRORS.bucketNotEmpty();
    await setScope(db, scope);
    const deleted = await db.query('delete from storage.buckets where id = $1', [id]);
    if (deleted.rowCount === 0) throw ERRORS.noSuchBucket();
  });
}

/**
 * Deletes every object of a bucket created before now. The caller must see the bucket and may
 * delete its first object (tried, then undone); the rest goes as service, as hosted's queued
 * job does it.
 */
export async function emptyBucket(
  storage: StorageContext,
  scope: Scope,
  asService: Scope,
  id: string,
): Promise<void> {
  const before = new Date();
  const seen = { sql: 'select id from storage.buckets where id = $1', values: [id] };
  const first = await inScopeFrom(storage.pool, scope, seen, async ([bucket], db) => {
    if (!bucket) throw ERRORS.noSuchBucket();
    const counted = await db.query<{ objects: number }>(
      `select count(*)::int as objects
         from (select 1 from storage.objects where bucket_id = $1 limit $2) as visible`,
      [id, EMPTY_BUCKET_MAX + 1],
    );
    if (counted.rows[0]!.objects > EMPTY_BUCKET_MAX) throw ERRORS.tooManyObjectsToEmpty();
    const { rows } = await db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = $1 and created_at < $2
        order by name collate "C" limit 1`,
      [id, before],
    );
    return rows[0]?.name;
  });
  if (first === undefined) return;
  await probe(storage.pool, scope, async (db) => {
    if ((await deleteObjects(db, id, [first])).length === 0) throw ERRORS.noSuchKey();
  });
  const removed = await inScope(storage.pool, asService, (db) =>
    db.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 and created_at < $2 returning version',
      [id, before],
    ),
  );
  for (const row of removed.rows) await storage.files.remove(row.version);
}
