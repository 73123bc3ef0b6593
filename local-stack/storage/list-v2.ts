/**
 * `listV2()` (POST /object/list-v2, src/storage/object.ts `listObjectsV2`, database/knex.ts and
 * the `search_v2` SQL of migration 0050): up to 1000 objects a page in name order (or by a
 * date, name breaking ties), `with_delimiter` one level with its folders, and an opaque cursor
 * (base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<last date>` lines) for the next.
 */
import { ERRORS } from './errors';
import type { Db } from './scope';

export interface ListV2Options {
  prefix?: string;
  limit?: number;
  cursor?: string;
  with_delimiter?: boolean;
  sortBy?: { column: 'name' | 'updated_at' | 'created_at'; order?: 'asc' | 'desc' };
}

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
] as const;

function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_PARTS.flatMap(([key, field]) =>
    cursor[field] ? [`${key}:${cursor[field]}`] : [],
  );
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const part = CURSOR_PARTS.find(([key]) => key === match?.[1]);
    if (!match || !part) throw ERRORS.invalidParameter('continuation token');
    cursor[part[1]] = match[2]!;
  }
  return cursor;
}

interface Row {
  key?: string;
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

const TIME_COLUMNS = new Set(['updated_at', 'created_at']);

interface Query {
  bucketId: string;
  prefix: string;
  limit: number;
  desc: boolean;
  column: string | undefined;
  cursor: Cursor | undefined;
}

/** The order a listing asks for: its direction, the comparison after a cursor, a time column. */
function sortOf(query: Query) {
  return {
    op: query.desc ? '<' : '>',
    direction: query.desc ? 'desc' : 'asc',
    byTime: query.column && TIME_COLUMNS.has(query.column) ? query.column : undefined,
  };
}

/** Rows after a cursor by (time in milliseconds, name), the time `$timeAt` ('' = epoch). */
function afterByTime(column: string, op: string, timeAt: number, nameAt: string): string {
  return `row(date_trunc('milliseconds', ${column}), name collate "C") ${op}
    row(coalesce(nullif($${timeAt}, '')::timestamptz, 'epoch'::timestamptz), ${nameAt})`;
}

/** Every object under the prefix (knex.ts `listObjectsV2` without a delimiter). */
async function flatList(db: Db, query: Query): Promise<Row[]> {
  const values: unknown[] = [query.bucketId, query.limit];
  const where = ['bucket_id = $1'];
  if (query.prefix) {
    values.push(`${query.prefix.replace(/([%_\\])/g, '\\$1')}%`);
    where.push(`name like $${values.length}`);
  }
  const { op, direction, byTime: column } = sortOf(query);
  if (query.cursor?.startAfter) {
    values.push(query.cursor.startAfter);
    const after = `$${values.length}`;
    if (column && query.cursor.sortColumnAfter) {
      values.push(query.cursor.sortColumnAfter);
      where.push(afterByTime(column, op, values.length, after));
    } else where.push(`name collate "C" ${op} ${after}`);
  }
  const order = [...(column ? [`${column} ${direction}`] : []), `name collate "C" ${direction}`];
  const { rows } = await db.query<Row>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
      where ${where.join(' and ')} order by ${order.join(', ')} limit $2`,
    values,
  );
  return rows;
}

/** One level under the prefix, folders (id null) among the files (search_v2). */
async function delimitedList(db: Db, query: Query): Promise<Row[]> {
  const levels = query.prefix ? query.prefix.split('/').length : 1;
  const { op, direction, byTime } = sortOf(query);
  const values: unknown[] = [query.bucketId, query.prefix, query.limit, levels];
  let after = '';
  if (query.cursor?.startAfter) {
    values.push(query.cursor.startAfter);
    const cursor = `$${values.length}`;
    if (byTime) {
      values.push(query.cursor.sortColumnAfter ?? '');
      after = `where ${afterByTime(byTime, op, values.length, cursor)}`;
    } else {
      // A folder is passed whole: compare where its objects begin.
      after = `where position collate "C" ${op} (case when exists (select from storage.objects o
        where o.bucket_id = $1 and starts_with(o.name, ${cursor} || '/')) then ${cursor} || '/'
        else ${cursor} end)`;
    }
  }
  const order = byTime
    ? `coalesce(date_trunc('milliseconds', ${byTime}), 'epoch'::timestamptz) ${direction}, name collate "C" ${direction}`
    : `position collate "C" ${direction}`;
  const folderTimes = byTime ? 'min(created_at)' : 'null::timestamptz';
  const { rows } = await db.query<Row>(
    `with matching as (
       select o.*, case when strpos(substr(o.name, length($2) + 1), '/') > 0
         then left(o.name, length($2) + strpos(substr(o.name, length($2) + 1), '/')) end as common_prefix
         from storage.objects o
        where o.bucket_id = $1 and starts_with(o.name, $2)
     ),
     entries as (
       select rtrim(common_prefix, '/') as name, null::uuid as id, ${folderTimes} as updated_at,
              ${folderTimes} as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, common_prefix as position
         from matching where common_prefix is not null group by common_prefix
       union all
       select name, id, updated_at, created_at, last_accessed_at, metadata, name
         from matching where common_prefix is null
     )
     select split_part(name, '/', $4) as key, name, id, updated_at, created_at,
            last_accessed_at, metadata
       from entries ${after} order by ${order} limit $3`,
    values,
  );
  return rows;
}

export async function listObjectsV2(db: Db, bucketId: string, options: ListV2Options) {
  const limit = Math.min(options.limit || 1000, 1000);
  const prefix = options.prefix || '';
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const sortOrder = cursor?.sortOrder || options.sortBy?.order;
  const sortColumn = cursor?.sortColumn || options.sortBy?.column;
  const query: Query = {
    bucketId,
    prefix,
    limit: limit + 1,
    desc: sortOrder === 'desc',
    column: sortColumn,
    cursor,
  };
  let rows = options.with_delimiter ? await delimitedList(db, query) : await flatList(db, query);
  const hasNext = rows.length > limit;
  rows = rows.slice(0, limit);
  const folders: Row[] = [];
  const objects: Row[] = [];
  for (const row of rows) {
    if (row.id === null) {
      folders.push({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` });
    } else objects.push(row);
  }
  const last = rows.at(-1);
  if (!hasNext || !last) return { hasNext, folders, objects };
  const lastTime =
    sortColumn && sortColumn !== 'name' ? last[sortColumn as 'created_at' | 'updated_at'] : null;
  return {
    hasNext,
    nextCursor: encodeCursor({
      startAfter: last.name,
      sortOrder,
      sortColumn,
      sortColumnAfter: lastTime ? new Date(lastTime).toISOString() : undefined,
    }),
    nextCursorKey: last.name,
    folders,
    objects,
  };
}
