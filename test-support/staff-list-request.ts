/**
 * The staff list's requests (src/features/shipments/api/use-shipment-list.ts): the page
 *
 *   supabase.rpc('search_shipments', { search, status_filter })
 *     .order(col, { ascending }) … .order('id').range(from, to)
 *
 * and, at the same time, the per-status counts that give the total
 * (`rpc('shipment_status_counts', { search })`), as supabase-js sends them; and the statement
 * PostgREST 12 runs for the page, copied from pg_stat_activity (whitespace kept), so that the
 * database can be measured and its plan read exactly as PostgREST asks. Parameters: $1 the JSON
 * body, $2 the limit, $3 the offset. One change: `$1::json`, because PostgREST binds $1 with the
 * type json and node-postgres sends parameters untyped. PostgREST passes the arguments as
 * columns of a JSON row, not as constants, which decides what the planner can do with them.
 *
 * With `count: 'exact'` the function's rows feed two readers (the count and the page) through
 * one CTE, which Postgres materializes: every matching row is produced, whatever the function.
 * Without count, the CTE is read once and inlined, and so is an inlinable SQL function.
 */

import type { ProjectClient } from '../dev-support/node-supabase-client';

export interface OrderTerm {
  column: 'created_at' | 'updated_at' | 'status' | 'id';
  ascending: boolean;
}

/** The list's two functions (shipments_matching when the search box holds text). */
export type ListFunction = 'search_shipments' | 'shipments_matching';

const source = (fn: ListFunction) =>
  `WITH pgrst_source AS (SELECT "pgrst_call".* FROM (SELECT $1::json AS json_data) pgrst_payload, ` +
  `LATERAL (SELECT CASE WHEN json_typeof(pgrst_payload.json_data) = 'array' THEN pgrst_payload.json_data ` +
  `ELSE json_build_array(pgrst_payload.json_data) END AS val) pgrst_uniform_json, ` +
  `LATERAL (SELECT "search", "status_filter" FROM json_to_recordset(pgrst_uniform_json.val) ` +
  `AS _("search" text, "status_filter" text) LIMIT 1) pgrst_body , ` +
  `LATERAL "public"."${fn}"("search" := pgrst_body."search", ` +
  `"status_filter" := pgrst_body."status_filter") pgrst_call) `;

const COUNT_SOURCE = `, pgrst_source_count AS (SELECT 1 FROM "pgrst_source" AS "shipments")`;

const RESPONSE =
  `pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t), '[]') AS body, ` +
  `nullif(current_setting('response.headers', true), '') AS response_headers, ` +
  `nullif(current_setting('response.status', true), '') AS response_status, ` +
  `'' AS response_inserted`;

/** PostgREST's SQL for the list's request; run it with [JSON body, limit, offset]. */
export function searchShipmentsSql(
  order: readonly OrderTerm[],
  count: boolean,
  fn: ListFunction = 'search_shipments',
): string {
  const orderBy = order
    .map(({ column, ascending }) => `"shipments"."${column}" ${ascending ? 'ASC' : 'DESC'}`)
    .join(' , ');
  const total = count
    ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set'
    : 'null::bigint AS total_result_set';
  return (
    `${source(fn)}${count ? COUNT_SOURCE : ''}SELECT ${total}, ${RESPONSE} ` +
    `FROM (SELECT "shipments".* FROM "pgrst_source" AS "shipments"    ORDER BY ${orderBy}  ` +
    `LIMIT $2 OFFSET $3) _postgrest_t`
  );
}

/** The JSON body supabase-js sends for the arguments. */
export function searchShipmentsBody(search: string, statusFilter: string): string {
  return JSON.stringify({ search, status_filter: statusFilter });
}

export type ListSortColumn = 'created_at' | 'updated_at' | 'status';

/** The list's order: the chosen column, then newest first, then the tracking number. */
export function listOrder(column: ListSortColumn, ascending = false): OrderTerm[] {
  const terms: OrderTerm[] = [{ column, ascending }];
  if (column !== 'created_at') terms.push({ column: 'created_at', ascending: false });
  terms.push({ column: 'id', ascending: true });
  return terms;
}

export interface ListPage {
  search: string;
  statusFilter: string;
  order: readonly OrderTerm[];
  /** Ask for `count: 'exact'` (the site did until it took the total from the status counts). */
  count: boolean;
}

/** The first page of 25 through supabase-js, as the site asks for it. */
export function requestListPage(client: ProjectClient, page: ListPage) {
  let request = client.rpc(
    'search_shipments',
    { search: page.search, status_filter: page.statusFilter },
    page.count ? { count: 'exact' } : {},
  );
  for (const { column, ascending } of page.order) request = request.order(column, { ascending });
  return request.range(0, 24);
}

/** The per-status counts the list asks for beside its page (the filter's chips and the total). */
export function requestStatusCounts(client: ProjectClient, search: string) {
  return client.rpc('shipment_status_counts', { search });
}

/** The reference the list benches time beside it: one shipment by its id, a bare PostgREST call. */
export function requestOneShipment(client: ProjectClient) {
  return client.from('shipments').select('*').eq('id', 'BN0000001');
}
