/**
 * The statements on storage.objects, written as the Storage server writes them
 * (src/storage/database/knex.ts), so that a policy sees the same rows and values as on hosted:
 * `owner` only when the JWT `sub` is a uuid, `owner_id` = `sub`, a key left out of an upsert
 * keeps its value.
 */
import type pg from 'pg';

import { ERRORS } from './errors';
import { type Db, inScopeFrom, type Scope, type Statement } from './scope';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date | null;
}

export interface NewObject {
  bucketId: string;
  name: string;
  /** The JWT `sub` of whoever writes it. */
  owner: string | undefined;
  metadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  version: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The legacy `owner` column is a uuid: a `sub` that is none is kept in owner_id only. */
export function ownerColumns(owner: string | undefined): Record<string, unknown> {
  return {
    ...(owner !== undefined && UUID.test(owner) ? { owner } : {}),
    ...(owner !== undefined ? { owner_id: owner } : {}),
  };
}

function columnsOf(object: NewObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket_id: object.bucketId,
    ...(object.metadata !== undefined ? { metadata: object.metadata } : {}),
    ...(object.userMetadata !== undefined ? { user_metadata: object.userMetadata } : {}),
    version: object.version,
    ...ownerColumns(object.owner),
  };
}

function insertSql(columns: Record<string, unknown>): Statement {
  const names = Object.keys(columns);
  const placeholders = names.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into storage.objects (${names.join(', ')}) values (${placeholders.join(', ')})`,
    values: Object.values(columns),
  };
}

/** An object by `$1` name and `$2` bucket. */
export const FIND_OBJECT =
  'select * from storage.objects where name = $1 and bucket_id = $2 limit 1';

export async function findObject(
  db: Db,
  bucketId: string,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `${FIND_OBJECT} ${options.forUpdate ? 'for update' : ''}`,
    [name, bucketId],
  );
  return rows[0];
}

export async function mustFindObject(db: Db, bucketId: string, name: string): Promise<ObjectRow> {
  const row = await findObject(db, bucketId, name);
  if (!row) throw ERRORS.noSuchKey();
  return row;
}

/**
 * The object as `scope` sees it, in a transaction of its own whose one statement goes with
 * `begin`; none is 404 NoSuchKey.
 */
export function mustFindObjectAs(
  pool: pg.Pool,
  scope: Scope,
  bucketId: string,
  name: string,
): Promise<ObjectRow> {
  const statement = { sql: FIND_OBJECT, values: [name, bucketId] };
  return inScopeFrom<ObjectRow, ObjectRow>(pool, scope, statement, ([row]) =>
    row ? Promise.resolve(row) : Promise.reject(ERRORS.noSuchKey()),
  );
}

/** A plain insert of `object`. */
export function insertStatement(object: NewObject): Statement {
  return insertSql(columnsOf(object));
}

/** `insert … on conflict do update … returning *`: a key left out keeps its value. */
export function upsertStatement(object: NewObject): Statement {
  const columns = columnsOf(object);
  const { sql, values } = insertSql(columns);
  const updated = Object.keys(columns).filter((name) => name !== 'name' && name !== 'bucket_id');
  return {
    sql: `${sql} on conflict (name, bucket_id) do update set
       ${updated.map((name) => `${name} = excluded.${name}`).join(', ')}
     returning *`,
    values,
  };
}

/** Insert, or update the row of that name. */
export async function upsertObject(db: Db, object: NewObject): Promise<ObjectRow> {
  const { sql, values } = upsertStatement(object);
  const { rows } = await db.query<ObjectRow>(sql, values);
  return rows[0]!;
}

/** Renames (and re-owns) a row; 0 rows is 404 NoSuchKey. */
export async function updateObject(
  db: Db,
  bucketId: string,
  name: string,
  changes: NewObject,
): Promise<ObjectRow> {
  const columns = columnsOf(changes);
  const names = Object.keys(columns);
  const { rows } = await db.query<ObjectRow>(
    `update storage.objects set ${names.map((column, index) => `${column} = $${index + 3}`).join(', ')}
      where bucket_id = $1 and name = $2 returning *`,
    [bucketId, name, ...Object.values(columns)],
  );
  if (!rows[0]) throw ERRORS.noSuchKey();
  return rows[0];
}

/** Deletes the named rows the caller may delete, and returns them. */
export async function deleteObjects(
  db: Db,
  bucketId: string,
  names: string[],
): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    'delete from storage.objects where bucket_id = $1 and name = any ($2) returning *',
    [bucketId, names],
  );
  return rows;
}

/** Serialises writes to one name, as the server's `waitObjectLock` (advisory, per transaction). */
export function lockStatement(bucketId: string, name: string): Statement {
  return { sql: 'select pg_advisory_xact_lock(hashtext($1))', values: [`${bucketId}/${name}`] };
}
