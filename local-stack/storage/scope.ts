/**
 * Every query runs in a transaction that first takes the caller's role and claims, as the
 * Storage server does (src/internal/database/connection.ts `setScope`): `role` (= `set local
 * role`), the `request.jwt*` settings `auth.uid()` and `auth.jwt()` read, the request, the
 * operation (`storage.operation()`) and `storage.allow_delete_query`. So row-level security on
 * storage.buckets and storage.objects decides, as on hosted.
 */
import pg from 'pg';

import type { Caller } from './caller';
import { fromDatabaseError } from './errors';

export interface Scope {
  caller: Caller;
  /** The request as policies may read it (`request.headers`, `request.method`, `request.path`). */
  request: { headers: Record<string, unknown>; method: string; path: string };
  /** The route's operation, e.g. `storage.object.upload`. */
  operation: string;
}

export type Db = pg.PoolClient;

/**
 * The scope's settings as one statement with literal values: without parameters it can share
 * a round trip with `begin` (the simple query protocol takes several statements at once).
 */
function scopeSql(scope: Scope): string {
  const { caller, request } = scope;
  const settings: Array<[string, string]> = [
    ['role', caller.role],
    ['request.jwt.claim.role', caller.role],
    ['request.jwt', caller.jwt],
    ['request.jwt.claim.sub', caller.sub ?? ''],
    ['request.jwt.claims', JSON.stringify(caller.claims)],
    ['request.headers', JSON.stringify(request.headers)],
    ['request.method', request.method],
    ['request.path', request.path],
    ['storage.operation', scope.operation],
    ['storage.allow_delete_query', 'true'],
  ];
  const calls = settings.map(
    ([name, value]) => `set_config('${name}', ${pg.escapeLiteral(value)}, true)`,
  );
  return `select ${calls.join(', ')}`;
}

/** Takes `scope` for the rest of the transaction (or until the next call). */
export async function setScope(db: Db, scope: Scope): Promise<void> {
  await db.query(scopeSql(scope));
}

class Rollback extends Error {
  constructor(readonly result: unknown) {
    super('rollback');
  }
}

function storageErrorOf(error: unknown): unknown {
  return error instanceof pg.DatabaseError ? fromDatabaseError(error) : error;
}

/** A value as pg would send it (text, number, boolean, JSON object), written as a literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return `'${String(value)}'`;
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return pg.escapeLiteral(JSON.stringify(value));
  }
  throw new Error(`no literal for ${Object.prototype.toString.call(value)}`);
}

/** `sql` with its `$n` replaced by `values` as literals, for the simple query protocol. */
function withLiterals(sql: string, values: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, index: string) => literal(values[Number(index) - 1]));
}

/** The rows of the last of several statements sent at once. */
function lastRows<R extends pg.QueryResultRow>(results: unknown): R[] {
  const all = results as Array<pg.QueryResult<R>>;
  return all[all.length - 1]!.rows;
}

/**
 * Takes `scope` and runs `sql` in the same round trip, its `$n` written in as literals from
 * `values` (our own statements only); `sql`'s rows.
 */
export async function queryAs<R extends pg.QueryResultRow>(
  db: Db,
  scope: Scope,
  sql: string,
  values: readonly unknown[],
): Promise<R[]> {
  return lastRows<R>(await db.query(`${scopeSql(scope)}; ${withLiterals(sql, values)}`));
}

/** Runs `opening` and then `work` in one transaction; database errors become Storage's answers. */
async function transaction<T>(
  pool: pg.Pool,
  opening: string,
  work: (db: Db, opened: unknown) => Promise<T>,
): Promise<T> {
  const db = await pool.connect();
  let broken: Error | undefined;
  try {
    const opened = await db.query(`begin; ${opening}`);
    const result = await work(db, opened);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    if (error instanceof Rollback) return error.result as T;
    throw storageErrorOf(error);
  } finally {
    db.release(broken);
  }
}

/** Runs `work` in one transaction as `scope`; database errors become Storage's answers. */
export function inScope<T>(pool: pg.Pool, scope: Scope, work: (db: Db) => Promise<T>): Promise<T> {
  return transaction(pool, scopeSql(scope), work);
}

export interface Statement {
  /** Our own SQL, with `$1`, `$2`, … */
  sql: string;
  values: unknown[];
}

/**
 * As inScope, with a first statement (`$n` from `values` as literals) sent in the same round
 * trip as `begin` and the settings, whose rows `work` gets.
 */
export function inScopeFrom<R extends pg.QueryResultRow, T>(
  pool: pg.Pool,
  scope: Scope,
  first: { sql: string; values: readonly unknown[] },
  work: (rows: R[], db: Db) => Promise<T>,
): Promise<T> {
  const opening = `${scopeSql(scope)}; ${withLiterals(first.sql, first.values)}`;
  return transaction(pool, opening, (db, opened) => work(lastRows<R>(opened), db));
}

/**
 * Runs `work` as `scope` and undoes it whatever it did: the server's `testPermission`, which
 * asks row-level security whether a write would pass before any byte is stored.
 */
export function probe<T>(pool: pg.Pool, scope: Scope, work: (db: Db) => Promise<T>): Promise<T> {
  return inScope(pool, scope, async (db) => {
    throw new Rollback(await work(db));
  });
}

/** As probe, for one statement, sent in the same round trip as `begin` and the settings. */
export function probeStatement(pool: pg.Pool, scope: Scope, statement: Statement): Promise<void> {
  return inScopeFrom(pool, scope, statement, () => Promise.reject(new Rollback(undefined)));
}
