/**
 * Scenario 5: the first page of the staff's shipment list.
 *
 * 50,000 shipments; a supabase-js client signed in as the seeded staff account asks for the
 * first page of 25 as the list does (src/features/shipments/api/search-shipments.ts):
 *
 *   rpc('search_shipments', { search: '', status_filter: '' }, { count: 'exact' })
 *     .order(col, { ascending }).order('created_at', { ascending: false }).order('id').range(0, 24)
 *
 * for each of the list's sorts (newest first, last change, status), 100 times each in turns
 * (after 5 unrecorded rounds), through the gateway. The same requests without count show what
 * the page costs when the total comes from elsewhere (shipment_status_counts): with count,
 * PostgREST reads the function's rows into a CTE that Postgres materializes.
 *
 * It also records Postgres's plan of PostgREST's statement for the newest-first page, as the
 * `authenticated` role with the staff user's JWT claims (RLS included), with and without count.
 */
import type { RunningStack } from '../supabase/local/stack';
import { actAsSignedInUser, explainAnalyze, type PlanSummary, rolledBack } from './query-plans';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import {
  listOrder,
  type ListSortColumn,
  requestListPage,
  searchShipmentsBody,
  searchShipmentsSql,
} from './staff-list-request';
import { formatMs, summarize } from './stats';
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
const TARGET_MS = 30;
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
  const work: Record<string, () => Promise<void>> = {};
  for (const sort of SORTS) {
    for (const count of [true, false]) {
      const key = `${sort.label}, ${count ? 'count exact' : 'no count'}`;
      work[key] = async () => {
        const { data, error } = await requestListPage(staff, {
          search: '',
          statusFilter: '',
          order: listOrder(sort.column, sort.ascending),
          count,
        });
        if (error) throw new Error(`admin list (${key}) failed: ${error.message}`);
        if (data.length !== PAGE_SIZE) {
          throw new Error(
            `admin list (${key}) returned ${data.length} rows instead of ${PAGE_SIZE}`,
          );
        }
      };
    }
  }

  progress(SCENARIO, `${ROUNDS} rounds of ${Object.keys(work).length} first-page requests`);
  const samples = await interleavedLatencies(work, {
    rounds: ROUNDS,
    warmup: WARMUP,
    timeLimitMs: TIME_LIMIT_MS,
  });
  await staff.auth.signOut();

  const rows: ResultRow[] = [];
  const latencyMs: Record<string, ReturnType<typeof summarize>> = {};
  for (const [key, latencies] of Object.entries(samples)) {
    const summary = summarize(latencies);
    latencyMs[key] = summary;
    // The target is for the request as the site sends it today.
    const target = key.endsWith('count exact') ? { below: TARGET_MS } : undefined;
    rows.push(
      row(SCENARIO, `p50, ${key}`, summary.p50, 'ms', target),
      row(SCENARIO, `p99, ${key}`, summary.p99, 'ms', target),
    );
    progress(
      SCENARIO,
      `${key}: p50 ${formatMs(summary.p50)} ms, p99 ${formatMs(summary.p99)} ms, ` +
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
