/**
 * Reading Postgres plans (EXPLAIN … FORMAT JSON), for the benchmarks and for the integration
 * tests that assert a plan, and running a statement as a signed-in user the way PostgREST does.
 */
import type pg from 'pg';

export interface PlanNode {
  nodeType: string;
  /** "Outer", "Inner", "InitPlan", "SubPlan", … (absent on the top node). */
  relationship?: string;
  indexName?: string;
  relationName?: string;
  /** "CTE Scan" and "Function Scan" name what they read here. */
  cteName?: string;
  functionName?: string;
  /** With ANALYZE: rows the node returned per loop. */
  actualRows?: number;
  children: PlanNode[];
}

export interface PlanSummary {
  /** The parsed plan, top node first. */
  plan: PlanNode;
  /**
   * Top-down chain of node types, e.g. "Limit → Index Scan (shipments_created_at_idx)";
   * "+ InitPlan" marks a node that also runs a one-time subquery (the RLS check is_staff()).
   */
  chain: string;
  /** The node that reads public.shipments, e.g. "Index Scan". */
  shipmentsScan: PlanNode | null;
  executionMs: number;
  planningMs: number;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function optionalString(value: unknown, name: string, key: string): Record<string, string> {
  const found = field(value, name);
  return typeof found === 'string' ? { [key]: found } : {};
}

function toPlanNode(value: unknown): PlanNode {
  const nodeType = field(value, 'Node Type');
  if (typeof nodeType !== 'string') throw new Error('EXPLAIN output without a Node Type');
  const children = field(value, 'Plans');
  const actualRows = field(value, 'Actual Rows');
  return {
    nodeType,
    ...optionalString(value, 'Parent Relationship', 'relationship'),
    ...optionalString(value, 'Index Name', 'indexName'),
    ...optionalString(value, 'Relation Name', 'relationName'),
    ...optionalString(value, 'CTE Name', 'cteName'),
    ...optionalString(value, 'Function Name', 'functionName'),
    ...(typeof actualRows === 'number' ? { actualRows } : {}),
    children: Array.isArray(children) ? children.map(toPlanNode) : [],
  };
}

export function* walkPlan(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.children) yield* walkPlan(child);
}

const isSubquery = (node: PlanNode) =>
  node.relationship === 'InitPlan' || node.relationship === 'SubPlan';

function label(node: PlanNode): string {
  const name = node.indexName ? `${node.nodeType} (${node.indexName})` : node.nodeType;
  return node.children.some(isSubquery) ? `${name} + InitPlan` : name;
}

/** The main chain, following the first child that is not a one-time subquery. */
function chainOf(plan: PlanNode): string {
  const chain: string[] = [];
  for (
    let node: PlanNode | undefined = plan;
    node;
    node = node.children.find((child) => !isSubquery(child))
  ) {
    chain.push(label(node));
  }
  return chain.join(' → ');
}

/** What EXPLAIN (FORMAT JSON) returned, as a tree and the few numbers the reports show. */
function summarizePlan(explained: unknown): PlanSummary {
  const top: unknown = Array.isArray(explained) ? explained[0] : undefined;
  const plan = toPlanNode(field(top, 'Plan'));
  const executionMs = field(top, 'Execution Time');
  const planningMs = field(top, 'Planning Time');
  return {
    plan,
    chain: chainOf(plan),
    shipmentsScan: [...walkPlan(plan)].find((node) => node.relationName === 'shipments') ?? null,
    executionMs: typeof executionMs === 'number' ? executionMs : Number.NaN,
    planningMs: typeof planningMs === 'number' ? planningMs : Number.NaN,
  };
}

/** Runs `work` inside a transaction and rolls everything back, also when it throws. */
export async function rolledBack<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    return await work();
  } finally {
    await client.query('rollback');
  }
}

/**
 * The JWT claims of a signed-in `userId`, with a session of its own in auth.sessions: staff
 * rights need the token's session to exist (20261125130000). Run as the superuser, before
 * switching role.
 */
export async function signedInClaims(client: pg.Client, userId: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id`,
    [userId],
  );
  return JSON.stringify({ sub: userId, role: 'authenticated', session_id: rows[0]?.id });
}

/**
 * From here to the end of the transaction: the `authenticated` role with the JWT claims of
 * `userId`, what PostgREST sets for a request of that signed-in user.
 */
export async function actAsSignedInUser(client: pg.Client, userId: string): Promise<void> {
  const claims = await signedInClaims(client, userId);
  await client.query('set local role authenticated');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
}

/** EXPLAIN (ANALYZE, FORMAT JSON) of one statement with its parameters, summarized. */
export async function explainAnalyze(
  client: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<PlanSummary> {
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
    `explain (analyze, format json) ${text}`,
    values,
  );
  return summarizePlan(rows[0]?.['QUERY PLAN']);
}
