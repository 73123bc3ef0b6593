/**
 * Scenario 5: the first page of the staff's shipment list.
 *
 * 50,000 shipments; a supabase-js client signed in as the seeded staff account asks for the
 * first page of 25 as the list does (src/features/shipments/api/use-shipment-list.ts): two
 * requests at once, the page without count
 *
 *   rpc('search_shipments', { search: '', status_filter: '' })
 *     .order(col, { ascending }).order('created_at', { ascending: false }).order('id').range(0, 24)
 *
 * and `rpc('shipment_status_counts', { search: '' })`, whose counts give the total. For each of
 * the list's sorts (newest first, last change, status), 100 times each in turns (after 5
 * unrecorded rounds), through the gateway, beside a bare PostgREST call (one shipment by id) that
 * is the reference: the target is a ratio to it, so a busy machine slows both alike. The page
 * alone and the counts alone show where the time goes.
 *
 * It also records Postgres's plan of PostgREST's statement for the newest-first page, as the
 * `authenticated` role with the staff user's JWT claims (RLS included), with and without count:
 * with count, PostgREST reads the function's rows into a CTE that Postgres materializes, which
 * is why the site no longer asks for it.
 */
import type { RunningStack } from '../local-stack/stack';
import {
  actAsSignedInUser,
  explainAnalyze,
  type PlanSummary,
  rolledBack,
} from '../test-support/query-plans';
import {
  listOrder,
  type ListSortColumn,
  requestListPage,
  requestOneShipment,
  requestStatusCounts,
  searchShipmentsBody,
  searchShipmentsSql,
} from '../test-support/staff-list-request';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { formatMs, ratioTo, summarize } from './stats';
import {
  interleavedLatencies,
  SEED_STAFF_ID,
  staffClient,
  topUpShipments,
  withDb,
} from './support';

const SCENARIO = 'admin list';
const SHIPMENTS = 50_000;
const PAGE_SIZE = 25;
const ROUNDS = 100;
const WARMUP = 5;
/** The site's first page (both requests) at most this many bare PostgREST calls, p50. */
const TARGET_RATIO_TO_BARE = 3;
const BARE = 'bare PostgREST call (one row by id)';
const COUNTS = 'status counts alone';
const TIME_LIMIT_MS = 90_000;

const SORTS: Array<{ label: string; column: ListSortColumn; ascending: boolean }> = [
  { label: 'newest first', column: 'created_at', ascending: false },
  { label: 'last change', column: 'updated_at', ascending: false },
  { label: 'status', column: 'status', ascending: true },
];

async function explainFirstPage(
  superuserDbUrl: string,
): Promise<{ withCount: PlanSummary; withoutCount: PlanSummary }> {
  return withDb(superuserDbUrl, (client) =>
    rolledBack(client, async () => {
      await actAsSignedInUser(client, SEED_STAFF_ID);
      const order = listOrder('created_at');
      const values = [searchShipmentsBody('', ''), PAGE_SIZE, 0];
      // Once unrecorded so both plans see warm caches, as the HTTP loop does.
      await client.query(searchShipmentsSql(order, false), values);
      return {
        withCount: await explainAnalyze(client, searchShipmentsSql(order, true), values),
        withoutCount: await explainAnalyze(client, searchShipmentsSql(order, false), values),
      };
    }),
  );
}

export async function runAdminList(stack: RunningStack): Promise<ScenarioResult> {
  progress(SCENARIO, `topping the table up to ${SHIPMENTS} shipments`);
  const topUp = await topUpShipments(stack.superuserDbUrl, SHIPMENTS);
  progress(
    SCENARIO,
    `${topUp.count} shipments (${topUp.inserted} inserted and analyzed in ${topUp.ms.toFixed(0)} ms)`,
  );

  const staff = await staffClient(stack);
  const page = (key: string, column: ListSortColumn, ascending: boolean) => async () => {
    const { data, error } = await requestListPage(staff, {
      search: '',
      statusFilter: '',
      order: listOrder(column, ascending),
      count: false,
    });
    if (error) throw new Error(`admin list (${key}) failed: ${error.message}`);
    if (data.length !== PAGE_SIZE) {
      throw new Error(`admin list (${key}) returned ${data.length} rows instead of ${PAGE_SIZE}`);
    }
  };
  const counts = async () => {
    const { data, error } = await requestStatusCounts(staff, '');
    if (error) throw new Error(`admin list (${COUNTS}) failed: ${error.message}`);
    const total = (data as Array<{ count: number }>).reduce((sum, c) => sum + c.count, 0);
    if (total !== topUp.count)
      throw new Error(`status counts add up to ${total}, not ${topUp.count}`);
  };

  const work: Record<string, () => Promise<void>> = {
    [BARE]: async () => {
      const { data, error } = await requestOneShipment(staff);
      if (error) throw new Error(`${BARE}: ${error.message}`);
      if (data.length !== 1) throw new Error(`${BARE} returned ${data.length} rows, not 1`);
    },
    [COUNTS]: counts,
  };
  for (const sort of SORTS) {
    const pageAlone = page(`page alone, ${sort.label}`, sort.column, sort.ascending);
    work[`page alone, ${sort.label}`] = pageAlone;
    work[`site's request, ${sort.label}`] = async () => {
      await Promise.all([pageAlone(), counts()]);
    };
  }

  progress(SCENARIO, `${ROUNDS} rounds of ${Object.keys(work).length} requests`);
  const samples = await interleavedLatencies(work, {
    rounds: ROUNDS,
    warmup: WARMUP,
    timeLimitMs: TIME_LIMIT_MS,
  });
  await staff.auth.signOut();

  const bare = summarize(samples[BARE] ?? []);
  const rows: ResultRow[] = [];
  const latencyMs: Record<string, ReturnType<typeof summarize>> = {};
  for (const [key, latencies] of Object.entries(samples)) {
    const summary = summarize(latencies);
    latencyMs[key] = summary;
    rows.push(
      row(SCENARIO, `p50, ${key}`, summary.p50, 'ms'),
      row(SCENARIO, `p99, ${key}`, summary.p99, 'ms'),
    );
    const ratio = ratioTo(summary.p50, bare.p50);
    if (key !== BARE) {
      // The target is for the requests as the site sends them.
      const target = key.startsWith("site's request")
        ? { atMost: TARGET_RATIO_TO_BARE }
        : undefined;
      rows.push(row(SCENARIO, `p50 / bare p50, ${key}`, ratio, '×', target));
    }
    progress(
      SCENARIO,
      `${key}: p50 ${formatMs(summary.p50)} ms (${ratio}× bare), p99 ${formatMs(summary.p99)} ms, ` +
        `mean ${formatMs(summary.mean)} ms (n=${summary.count})`,
    );
  }

  const plans = await explainFirstPage(stack.superuserDbUrl);
  for (const [label, plan] of [
    ['count exact', plans.withCount],
    ['no count', plans.withoutCount],
  ] as const) {
    progress(
      SCENARIO,
      `EXPLAIN as staff, ${label}: ${plan.chain}, execution ${plan.executionMs.toFixed(3)} ms`,
    );
    rows.push(
      row(SCENARIO, `EXPLAIN exec as staff, newest first, ${label}`, plan.executionMs, 'ms'),
    );
  }
  const usesIndex = plans.withoutCount.shipmentsScan?.indexName === 'shipments_created_at_idx';
  if (!usesIndex) progress(SCENARIO, 'WARNING: the page does not use shipments_created_at_idx');

  return {
    rows,
    details: {
      shipments: topUp.count,
      topUp,
      rounds: ROUNDS,
      warmup: WARMUP,
      latencyMs,
      sql: searchShipmentsSql(listOrder('created_at'), true),
      planWithCount: { chain: plans.withCount.chain, ms: plans.withCount.executionMs },
      planWithoutCount: { chain: plans.withoutCount.chain, ms: plans.withoutCount.executionMs },
      pageUsesCreatedAtIndex: usesIndex,
      rawPlans: [plans.withCount.plan, plans.withoutCount.plan],
    },
  };
}
