/**
 * Scenario "shipment search": the staff list's database function, search_shipments, with
 * 50,000 shipments, for five kinds of request (blank first page, a 6-digit number fragment, a
 * name, a 2-character search, a status filter), each asked for the first page of 25 in the
 * list's order (created_at desc, id):
 *
 *  - in the database alone: PostgREST's own statement for the request (bench/staff-list-
 *    request.ts) over one SQL connection, as the `authenticated` role with the seeded staff
 *    user's JWT claims, as a prepared statement like PostgREST's;
 *  - through the gateway and PostgREST with supabase-js, also as a ratio to a bare PostgREST
 *    call measured in the same rounds: the staff client reading one shipment by number
 *    (from('shipments').select('*').eq('id', …)), the cost of a request that does nothing.
 *
 * Each both with `count: 'exact'`, as the site asks today, and without count: PostgREST then
 * reads the function once and Postgres inlines it (see the migration 20261123140000).
 * The searches vary from one round to the next (other numbers and names, same shape), so no
 * answer is cached anywhere but in Postgres's buffers.
 */
import pg from 'pg';

import type { RunningStack } from '../local-stack/stack';
import { explainAnalyze, rolledBack, signedInClaims } from '../test-support/query-plans';
import {
  listOrder,
  requestListPage,
  requestOneShipment,
  searchShipmentsBody,
  searchShipmentsSql,
} from '../test-support/staff-list-request';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { formatMs, summarize } from './stats';
import { interleavedLatencies, SEED_STAFF_ID, staffClient, topUpShipments } from './support';

const SCENARIO = 'shipment search';
const SHIPMENTS = 50_000;
const ROUNDS = 30;
const WARMUP = 3;
const TIME_LIMIT_MS = 90_000;
const ORDER = listOrder('created_at');

interface SearchCase {
  label: string;
  /** The arguments for round `n`. */
  args: (n: number) => { search: string; statusFilter: string };
}

/** Bench tracking numbers are BN + 7 digits: the last 6 of one appear in that one number only. */
const benchNumber = (n: number) => String(1 + ((n * 7919) % SHIPMENTS)).padStart(7, '0');

const CASES: SearchCase[] = [
  { label: 'blank first page', args: () => ({ search: '', statusFilter: '' }) },
  {
    label: '6-digit number fragment',
    args: (n) => ({ search: benchNumber(n).slice(1), statusFilter: '' }),
  },
  // 'dubois 123' matches Dubois 123, 1230–1239 and 12300–12399: 111 recipients.
  { label: 'name', args: (n) => ({ search: `dubois ${100 + (n % 400)}`, statusFilter: '' }) },
  // Two digits, as typed on the way to a number: thousands of matches, and too short for the
  // trigram index.
  { label: '2 characters', args: (n) => ({ search: String(10 + (n % 90)), statusFilter: '' }) },
  { label: 'status filter', args: () => ({ search: '', statusFilter: 'Probleme' }) },
];

const MODES = [
  { count: true, label: 'count exact' },
  { count: false, label: 'no count' },
] as const;

type Work = Record<string, () => Promise<void>>;

/** One SQL connection acting as the staff user for the rest of its life. */
async function staffConnection(superuserDbUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: superuserDbUrl });
  await client.connect();
  const claims = await signedInClaims(client, SEED_STAFF_ID);
  await client.query('set role authenticated');
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [claims]);
  return client;
}

function sqlWork(db: pg.Client): Work {
  const work: Work = {};
  const rounds = new Map<string, number>();
  for (const mode of MODES) {
    const text = searchShipmentsSql(ORDER, mode.count);
    const statement = `list-${mode.count ? 'count' : 'page'}`;
    for (const searchCase of CASES) {
      const key = `${searchCase.label}, ${mode.label}`;
      work[key] = async () => {
        const n = (rounds.get(key) ?? 0) + 1;
        rounds.set(key, n);
        const { search, statusFilter } = searchCase.args(n);
        await db.query({
          name: statement,
          text,
          values: [searchShipmentsBody(search, statusFilter), 25, 0],
        });
      };
    }
  }
  return work;
}

const BARE = 'bare PostgREST call';

function httpWork(staff: Awaited<ReturnType<typeof staffClient>>): Work {
  const work: Work = {};
  const rounds = new Map<string, number>();
  work[BARE] = async () => {
    const { error } = await requestOneShipment(staff);
    if (error) throw new Error(`${BARE}: ${error.message}`);
  };
  for (const mode of MODES) {
    for (const searchCase of CASES) {
      const key = `${searchCase.label}, ${mode.label}`;
      work[key] = async () => {
        const n = (rounds.get(key) ?? 0) + 1;
        rounds.set(key, n);
        const { search, statusFilter } = searchCase.args(n);
        const { error } = await requestListPage(staff, {
          search,
          statusFilter,
          order: ORDER,
          count: mode.count,
        });
        if (error) throw new Error(`${key}: ${error.message}`);
      };
    }
  }
  return work;
}

/** How many shipments each case matches (its first round's arguments), for the details. */
async function matchCounts(db: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const searchCase of CASES) {
    const { search, statusFilter } = searchCase.args(1);
    const { rows } = await db.query<{ count: string }>(
      'select count(*) as count from public.search_shipments($1, $2)',
      [search, statusFilter],
    );
    counts[searchCase.label] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

export async function runShipmentSearch(stack: RunningStack): Promise<ScenarioResult> {
  progress(SCENARIO, `topping the table up to ${SHIPMENTS} shipments`);
  const topUp = await topUpShipments(stack.superuserDbUrl, SHIPMENTS);
  progress(SCENARIO, `${topUp.count} shipments (${topUp.inserted} inserted)`);

  const db = await staffConnection(stack.superuserDbUrl);
  const staff = await staffClient(stack);
  try {
    const matches = await matchCounts(db);
    progress(
      SCENARIO,
      `matching shipments: ${CASES.map((c) => `${c.label} ${matches[c.label]}`).join(', ')}`,
    );

    progress(SCENARIO, `in the database: ${ROUNDS} rounds of ${CASES.length * 2} statements`);
    const sqlSamples = await interleavedLatencies(sqlWork(db), {
      rounds: ROUNDS,
      warmup: WARMUP,
      timeLimitMs: TIME_LIMIT_MS,
    });
    progress(SCENARIO, `through PostgREST: ${ROUNDS} rounds of ${CASES.length * 2 + 1} requests`);
    const httpSamples = await interleavedLatencies(httpWork(staff), {
      rounds: ROUNDS,
      warmup: WARMUP,
      timeLimitMs: TIME_LIMIT_MS,
    });

    // The connection acts as the staff user already (staffConnection); a second sign-in here
    // would insert its session as `authenticated`, which may not write auth.sessions.
    const plans = await rolledBack(db, async () => {
      const body = searchShipmentsBody('', '');
      return {
        blankWithCount: await explainAnalyze(db, searchShipmentsSql(ORDER, true), [body, 25, 0]),
        blankWithoutCount: await explainAnalyze(db, searchShipmentsSql(ORDER, false), [
          body,
          25,
          0,
        ]),
      };
    });
    progress(
      SCENARIO,
      `EXPLAIN blank first page, count exact: ${plans.blankWithCount.chain}, ` +
        `execution ${plans.blankWithCount.executionMs.toFixed(3)} ms`,
    );
    progress(
      SCENARIO,
      `EXPLAIN blank first page, no count: ${plans.blankWithoutCount.chain}, ` +
        `execution ${plans.blankWithoutCount.executionMs.toFixed(3)} ms`,
    );

    const sqlSummaries = mapValues(sqlSamples, summarize);
    const httpSummaries = mapValues(httpSamples, summarize);
    const bare = httpSummaries[BARE];
    if (!bare) throw new Error('no bare PostgREST samples');
    const rows: ResultRow[] = [];
    for (const mode of MODES) {
      for (const searchCase of CASES) {
        const key = `${searchCase.label}, ${mode.label}`;
        const inSql = sqlSummaries[key];
        const viaHttp = httpSummaries[key];
        if (!inSql || !viaHttp) continue;
        rows.push(
          row(SCENARIO, `SQL p50, ${key}`, inSql.p50, 'ms'),
          row(SCENARIO, `SQL p99, ${key}`, inSql.p99, 'ms'),
          row(SCENARIO, `PostgREST p50, ${key}`, viaHttp.p50, 'ms'),
          row(SCENARIO, `PostgREST p99, ${key}`, viaHttp.p99, 'ms'),
          row(SCENARIO, `PostgREST p50 / bare p50, ${key}`, viaHttp.p50 / bare.p50, 'x'),
        );
        progress(
          SCENARIO,
          `${key}: SQL p50 ${formatMs(inSql.p50)} ms, p99 ${formatMs(inSql.p99)} ms; ` +
            `PostgREST p50 ${formatMs(viaHttp.p50)} ms (${(viaHttp.p50 / bare.p50).toFixed(1)}× bare)`,
        );
      }
    }
    rows.push(
      row(SCENARIO, `PostgREST p50, ${BARE} (one row by id)`, bare.p50, 'ms'),
      row(SCENARIO, `PostgREST p99, ${BARE} (one row by id)`, bare.p99, 'ms'),
      row(
        SCENARIO,
        'EXPLAIN exec, blank first page, count exact',
        plans.blankWithCount.executionMs,
        'ms',
      ),
      row(
        SCENARIO,
        'EXPLAIN exec, blank first page, no count',
        plans.blankWithoutCount.executionMs,
        'ms',
      ),
    );
    return {
      rows,
      details: {
        shipments: topUp.count,
        rounds: sqlSamples[`${CASES[0]?.label}, count exact`]?.length ?? 0,
        warmup: WARMUP,
        order: ORDER,
        matches,
        sqlLatencyMs: sqlSummaries,
        postgrestLatencyMs: httpSummaries,
        plans: {
          blankWithCount: {
            chain: plans.blankWithCount.chain,
            ms: plans.blankWithCount.executionMs,
          },
          blankWithoutCount: {
            chain: plans.blankWithoutCount.chain,
            ms: plans.blankWithoutCount.executionMs,
          },
        },
      },
    };
  } finally {
    await staff.auth.signOut();
    await db.end();
  }
}

function mapValues<T>(
  record: Record<string, number[]>,
  map: (samples: number[]) => T,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, samples]) => samples.length > 0)
      .map(([key, samples]) => [key, map(samples)]),
  );
}
