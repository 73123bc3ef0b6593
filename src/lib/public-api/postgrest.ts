import type { Database } from '#common/database.types';

import { env } from '../env';

/**
 * The public site's anonymous reads, on plain `fetch` (issue #17): supabase-js is 50 KB of
 * auth, realtime and storage that a visitor's page never uses. The requests are the ones
 * postgrest-js sends (same URL, apikey and bearer, Content-Type, Accept), so the gateway, CORS
 * and the database's throttle see no difference. Staff code keeps supabase-js (@/lib/supabase).
 */
type PublicSchema = Database['public'];
type FunctionName = keyof PublicSchema['Functions'];
type TableName = keyof PublicSchema['Tables'];
type Row<T extends TableName> = PublicSchema['Tables'][T]['Row'];
type OneOf<R> = R extends readonly (infer Item)[] ? Item : R;

/** PostgREST's error body (code, message, details, hint), as supabase-js reports it. */
export class PostgrestRequestError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** The HTTP status (406 for a single-row miss, PGRST116). */
  readonly status: number;

  constructor(
    status: number,
    body: { code?: string; message?: string; details?: string | null; hint?: string | null },
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'PostgrestRequestError';
    this.status = status;
    this.code = body.code ?? '';
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
  }
}

async function request(
  path: string,
  init: { method: 'GET' | 'POST'; accept: string; body?: unknown; signal?: AbortSignal },
): Promise<unknown> {
  const headers: Record<string, string> = {
    apikey: env.supabaseAnonKey,
    Authorization: `Bearer ${env.supabaseAnonKey}`,
    Accept: init.accept,
  };
  if (init.method === 'POST') headers['Content-Type'] = 'application/json';
  // A network failure or an abort rejects here, as it did through supabase-js.
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const text = await response.text();
  if (response.ok) return text === '' ? null : (JSON.parse(text) as unknown);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A gateway's HTML error page, say: no code, so callers treat it as "backend down".
  }
  throw new PostgrestRequestError(
    response.status,
    typeof body === 'object' && body !== null ? body : { message: text },
  );
}

/**
 * `rpc(fn, args).single()`: the function's one row; none (or several) rejects with PGRST116,
 * any other refusal with its code (PT429 from the database's throttle, say). It asks for a
 * list and checks the count here, as postgrest-js does for `.maybeSingle()` on GET: a
 * single-object request makes PostgREST roll back a call that found no row, which would undo
 * what the function recorded (the tracking throttle's misses), so the lookup refuses it.
 */
export async function rpcSingle<F extends FunctionName>(
  fn: F,
  args: PublicSchema['Functions'][F]['Args'],
  signal?: AbortSignal,
): Promise<OneOf<PublicSchema['Functions'][F]['Returns']>> {
  const rows = (await rpcValue(fn, args, signal)) as unknown[];
  // A set-returning function answers a JSON array. PostgREST's code and status for a
  // single-object request with another row count:
  if (rows.length !== 1) throw new PostgrestRequestError(406, { code: 'PGRST116' });
  return rows[0] as OneOf<PublicSchema['Functions'][F]['Returns']>;
}

/**
 * `rpc(fn, args)` of a function that returns one value (jsonb, say): the body as PostgREST
 * answers it; a refusal rejects with its code, details and hint (PT429 with the seconds to
 * wait, say).
 */
export async function rpcValue<F extends FunctionName>(
  fn: F,
  args: PublicSchema['Functions'][F]['Args'],
  signal?: AbortSignal,
): Promise<PublicSchema['Functions'][F]['Returns']> {
  return (await request(`rpc/${fn}`, {
    method: 'POST',
    accept: 'application/json',
    body: args,
    signal,
  })) as PublicSchema['Functions'][F]['Returns'];
}

/** PostgREST quotes a value of an `in` list in double quotes, escaping `"` and `\`. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * `from(table).select(columns).in(column, values)…`: the rows whose columns are among the
 * given values (every filter must hold).
 */
export async function selectRows<T extends TableName, C extends keyof Row<T> & string>(
  table: T,
  columns: readonly C[],
  filters: { [K in keyof Row<T> & string]?: readonly string[] } = {},
  signal?: AbortSignal,
): Promise<Pick<Row<T>, C>[]> {
  const query = new URLSearchParams({ select: columns.join(',') });
  for (const [column, values] of Object.entries(filters) as [string, readonly string[]][]) {
    query.append(column, `in.(${values.map(quoted).join(',')})`);
  }
  return (await request(`${table}?${query.toString()}`, {
    method: 'GET',
    accept: 'application/json',
    signal,
  })) as Pick<Row<T>, C>[];
}
