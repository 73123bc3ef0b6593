/**
 * Scenario 5: the first page of the staff's shipment list.
 *
 * 50,000 shipments; a supabase-js client signed in as the seeded staff account runs
 * `from('shipments').select('*').order('created_at', { ascending: false }).range(0, 24)`
 * 200 times in a row (after 10 unrecorded warm-up calls), through the gateway.
 *
 * It also records Postgres's plan of the equivalent SQL, twice:
 *  - as the superuser, without row-level security (what the brief asks for: shows the index);
 *  - as the `authenticated` role with the staff user's JWT claims, as PostgREST runs it, so
 *    the RLS policy (private.is_staff()) is part of the plan.
 */
import type { RunningStack } from '../supabase/local/stack';
import { progress, row, type ScenarioResult } from './report';
import { formatMs, summarize } from './stats';
import { staffClient, topUpShipments, withDb } from './support';

const SCENARIO = 'admin list';
const SHIPMENTS = 50_000;
const PAGE_SIZE = 25;
const QUERIES = 200;
const WARMUP = 10;
const TARGET_MS = 30;
const TIME_LIMIT_MS = 60_000;
/** The seeded staff user (supabase/seed.sql). */
const SEED_STAFF_ID = 'a1b2c3d4-0000-4000-8000-00000000aaaa';

const LIST_SQL = `select * from public.shipments order by created_at desc limit ${PAGE_SIZE}`;

interface PlanNode {
  nodeType: string;
  /** "Outer", "Inner", "InitPlan", "SubPlan", … (absent on the top node). */
  relationship?: string;
  indexName?: string;
  relationName?: string;
  children: PlanNode[];
}

interface PlanSummary {
  /** The plan's top node, e.g. "Limit". */
  topNode: string;
  /**
   * Top-down chain of node types, e.g. "Limit → Index Scan (shipments_created_at_idx)";
   * "+ InitPlan" marks a node that also runs a one-time subquery (the RLS check is_staff()).
   */
  chain: string;
  /** The node that reads public.shipments, e.g. "Index Scan". */
  shipmentsScan: string | null;
  shipmentsIndex: string | null;
  executionMs: number;
  planningMs: number;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function toPlanNode(value: unknown): PlanNode {
  const nodeType = field(value, 'Node Type');
  if (typeof nodeType !== 'string') throw new Error('EXPLAIN output without a Node Type');
  const indexName = field(value, 'Index Name');
  const relationName = field(value, 'Relation Name');
  const children = field(value, 'Plans');
  const relationship = field(value, 'Parent Relationship');
  return {
    nodeType,
    ...(typeof relationship === 'string' ? { relationship } : {}),
    ...(typeof indexName === 'string' ? { indexName } : {}),
    ...(typeof relationName === 'string' ? { relationName } : {}),
    children: Array.isArray(children) ? children.map(toPlanNode) : [],
  };
}

function* walk(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

const isSubquery = (node: PlanNode) =>
  node.relationship === 'InitPlan' || node.relationship === 'SubPlan';

function label(node: PlanNode): string {
  const name = node.indexName ? `${node.nodeType} (${node.indexName})` : node.nodeType;
  return node.children.some(isSubquery) ? `${name} + InitPlan` : name;
}

function summarizePlan(explained: unknown): PlanSummary {
  const top: unknown = Array.isArray(explained) ? explained[0] : undefined;
  const plan = toPlanNode(field(top, 'Plan'));
  const executionMs = field(top, 'Execution Time');
  const planningMs = field(top, 'Planning Time');
  const scan = [...walk(plan)].find((node) => node.relationName === 'shipments') ?? null;
  // The main chain: follow the first child that is not a one-time subquery (the RLS check
  // is_staff() hangs off the Limit as an InitPlan).
  const chain: string[] = [];
  for (
    let node: PlanNode | undefined = plan;
    node;
    node = node.children.find((child) => !isSubquery(child))
  ) {
    chain.push(label(node));
  }
  return {
    topNode: plan.nodeType,
    chain: chain.join(' → '),
    shipmentsScan: scan?.nodeType ?? null,
    shipmentsIndex: scan?.indexName ?? null,
    executionMs: typeof executionMs === 'number' ? executionMs : Number.NaN,
    planningMs: typeof planningMs === 'number' ? planningMs : Number.NaN,
  };
}

async function explainPlans(
  superuserDbUrl: string,
): Promise<{ superuser: PlanSummary; staffWithRls: PlanSummary; raw: unknown[] }> {
  return withDb(superuserDbUrl, async (client) => {
    // Once unrecorded so both plans see warm caches, as the HTTP loop does.
    await client.query(LIST_SQL);
    const superuser = await client.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, format json) ${LIST_SQL}`,
    );
    await client.query('begin');
    try {
      await client.query('set local role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: SEED_STAFF_ID, role: 'authenticated' }),
      ]);
      const staff = await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, format json) ${LIST_SQL}`,
      );
      const superuserPlan = superuser.rows[0]?.['QUERY PLAN'];
      const staffPlan = staff.rows[0]?.['QUERY PLAN'];
      return {
        superuser: summarizePlan(superuserPlan),
        staffWithRls: summarizePlan(staffPlan),
        raw: [superuserPlan, staffPlan],
      };
    } finally {
      await client.query('rollback');
    }
  });
}

export async function runAdminList(stack: RunningStack): Promise<ScenarioResult> {
  progress(SCENARIO, `topping the table up to ${SHIPMENTS} shipments`);
  const topUp = await topUpShipments(stack.superuserDbUrl, SHIPMENTS);
  progress(
    SCENARIO,
    `${topUp.count} shipments (${topUp.inserted} inserted and analyzed in ${topUp.ms.toFixed(0)} ms)`,
  );

  const staff = await staffClient(stack);
  const firstPage = () =>
    staff
      .from('shipments')
      .select('*')
      .order('created_at', { ascending: false })
      .range(0, PAGE_SIZE - 1);

  for (let i = 0; i < WARMUP; i += 1) {
    const { error } = await firstPage();
    if (error) throw new Error(`admin list failed: ${error.message}`);
  }

  progress(SCENARIO, `${QUERIES} sequential first-page queries`);
  const latencies: number[] = [];
  const deadline = performance.now() + TIME_LIMIT_MS;
  while (latencies.length < QUERIES && performance.now() < deadline) {
    const start = performance.now();
    const { data, error } = await firstPage();
    const elapsed = performance.now() - start;
    if (error) throw new Error(`admin list query ${latencies.length + 1} failed: ${error.message}`);
    if (data.length !== PAGE_SIZE) {
      throw new Error(`admin list returned ${data.length} rows instead of ${PAGE_SIZE}`);
    }
    latencies.push(elapsed);
  }
  const summary = summarize(latencies);
  progress(
    SCENARIO,
    `p50 ${formatMs(summary.p50)} ms, p99 ${formatMs(summary.p99)} ms, ` +
      `mean ${formatMs(summary.mean)} ms (n=${summary.count})`,
  );

  const plans = await explainPlans(stack.superuserDbUrl);
  progress(
    SCENARIO,
    `EXPLAIN as superuser (no RLS): ${plans.superuser.chain}, ` +
      `execution ${plans.superuser.executionMs.toFixed(3)} ms`,
  );
  progress(
    SCENARIO,
    `EXPLAIN as staff (RLS): ${plans.staffWithRls.chain}, ` +
      `execution ${plans.staffWithRls.executionMs.toFixed(3)} ms`,
  );
  const usesIndex = plans.superuser.shipmentsIndex === 'shipments_created_at_idx';
  if (!usesIndex) progress(SCENARIO, 'WARNING: the plan does not use shipments_created_at_idx');

  await staff.auth.signOut();

  return {
    rows: [
      row(SCENARIO, 'p50', summary.p50, 'ms', { below: TARGET_MS }),
      row(SCENARIO, 'p99', summary.p99, 'ms', { below: TARGET_MS }),
      row(SCENARIO, 'mean', summary.mean, 'ms'),
      row(
        SCENARIO,
        `EXPLAIN exec, superuser no RLS: ${plans.superuser.chain}`,
        plans.superuser.executionMs,
        'ms',
      ),
      row(SCENARIO, 'EXPLAIN exec, staff with RLS', plans.staffWithRls.executionMs, 'ms'),
    ],
    details: {
      shipments: topUp.count,
      topUp,
      queries: summary.count,
      warmup: WARMUP,
      latencyMs: summary,
      sql: LIST_SQL,
      planSuperuserNoRls: plans.superuser,
      planStaffWithRls: plans.staffWithRls,
      usesCreatedAtIndex: usesIndex,
      rawPlans: plans.raw,
    },
  };
}
