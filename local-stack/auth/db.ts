/** Database helpers: transactions and GoTrue's timestamp format. */
import type { Pool, PoolClient } from 'pg';

/** Anything that can run a query: the pool itself or a client inside a transaction. */
export type Queryable = Pick<Pool | PoolClient, 'query'>;

/** GoTrue uses uuid.Nil as the instance id of every row it writes and looks up. */
export const NIL_INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * SQL that renders a timestamptz column as UTC text with microseconds. Selecting text rather
 * than letting `pg` build a Date keeps Postgres' microsecond precision, which Go prints.
 */
export function timestampSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Go's RFC 3339 (nano) form drops trailing zeros of the fraction, and the dot with them. */
export function goTime(value: string | null): string | null {
  if (value === null) return null;
  return value.replace(/\.?0+Z$/, 'Z');
}
