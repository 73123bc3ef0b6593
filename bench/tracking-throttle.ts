/**
 * Scenario 5: what the tracking-lookup throttle costs and whom it stops (issues #15 and #30).
 *
 * Both versions run side by side in one stack: the current lookup (exact per-client and
 * per-network counts, 20261125120000) and the previous one (two hashed counters out of 1024,
 * 20261123100000 + 20261124100000), rebuilt from its applied migrations into a scratch schema
 * with counters of its own, and dropped at the end.
 *
 * 1. Misses answered per 15-minute window, as hosted Supabase delivers requests (SQL as anon
 *    with cf-connecting-ip set, so any address can be played): one client; every address of one
 *    IPv4 /24; 1,000 IPv6 /64s of one /48; 1,000 addresses in 1,000 /24s. Each address misses
 *    until it is refused.
 * 2. After the two spread attacks, 200 customers in other networks look a real number up, with
 *    the number alone and with a valid party link: how many are refused (must be none).
 * 3. Cost per lookup over one SQL connection, interleaved: a plain `select … where id = $1`
 *    (the floor), the previous and the current lookup, hits and misses; the current one as a
 *    ratio to the previous.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type pg from 'pg';

import { SEED_RECIPIENT_KEY } from '../dev-support/demo-seed';
import type { RunningStack } from '../local-stack/stack';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { formatMs, summarize, type Summary } from './stats';
import { withDb } from './support';

const SCENARIO = 'tracking throttle';
const SAMPLES = 1_000;
const MAX_MISSES = 10;
const MISSES_PER_NETWORK = 30;
const SEEDED = '482913';
const VICTIMS = 200;

const migration = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../supabase/migrations/${name}`, import.meta.url)), 'utf8');

function extract(source: string, signature: string): string {
  const start = source.indexOf(`create function ${signature}`);
  const end = source.indexOf('\n$$;', start);
  if (start < 0 || end < 0) throw new Error(`${signature} not found in its migration`);
  return source.slice(start, end + 4);
}

/** The previous lookup and its 1024 + 1 counters, in schema bench_prev. */
function previousVersionSql(): string {
  const slots = extract(
    migration('20261123100000_tracking_throttle_keying.sql'),
    'private.tracking_miss_slots(client text)',
  );
  const lookup = extract(
    migration('20261124100000_tracking_party_links.sql'),
    'private.lookup_shipment(tracking_number text, party_key text)',
  );
  // Its answer's type as it was then (the public one has grown since: expected delivery).
  const answerType = migration('20261121120000_staff_and_shipments.sql').match(
    /create type public\.tracked_shipment as \([^;]*\);/,
  )?.[0];
  if (!answerType) throw new Error('public.tracked_shipment not found in its migration');
  const renamed = [slots, lookup]
    .join('\n')
    .replace(/private\.tracking_miss_slot_%s/g, 'bench_prev.slot_%s')
    .replace(/private\.(tracking_miss_slots|lookup_shipment)\(/g, 'bench_prev.$1(')
    .replace(/'private\.tracking_miss_total'/g, `'bench_prev.miss_total'`)
    .replace(/public\.tracked_shipment/g, 'bench_prev.tracked_shipment');
  return `
    drop schema if exists bench_prev cascade;
    create schema bench_prev;
    grant usage on schema bench_prev to anon;
    ${answerType.replace('public.tracked_shipment', 'bench_prev.tracked_shipment')}
    alter type bench_prev.tracked_shipment add attribute access text;
    do $$ begin
      for slot in 0..1023 loop
        execute format('create sequence bench_prev.slot_%s as bigint minvalue 0 start 0', slot);
      end loop;
    end $$;
    create sequence bench_prev.miss_total as bigint minvalue 0 start 0;
    grant usage, select, update on all sequences in schema bench_prev to anon;
    ${renamed}
    create function bench_prev.reset() returns void language plpgsql as $$ begin
      for slot in 0..1023 loop
        perform setval(format('bench_prev.slot_%s', slot)::regclass, 0);
      end loop;
      perform setval('bench_prev.miss_total', 0);
    end $$;`;
}

type Version = 'previous' | 'current';
const LOOKUP: Record<Version, string> = {
  previous: 'bench_prev.lookup_shipment',
  current: 'public.track_shipment',
};
type Outcome = 'found' | 'not found' | 'refused';

/** Lookups as PostgREST runs a POST on hosted Supabase: anon, read-write, the proxy's headers. */
function deliverer(client: pg.Client) {
  let miss = 0;
  return async (version: Version, address: string, number?: string, key?: string) => {
    miss += 1;
    await client.query('begin');
    try {
      await client.query('set local role anon');
      await client.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'cf-connecting-ip': address, 'x-forwarded-for': address }),
      ]);
      const { rows } = await client.query(`select id from ${LOOKUP[version]}($1, $2)`, [
        number ?? `NX-${Date.now().toString(36)}-${miss}`,
        key ?? null,
      ]);
      await client.query('commit');
      return (rows.length === 1 ? 'found' : 'not found') as Outcome;
    } catch (error) {
      await client.query('rollback');
      if ((error as { code?: unknown }).code !== 'PT429') throw error;
      return 'refused' as Outcome;
    }
  };
}

async function reset(client: pg.Client): Promise<void> {
  await client.query('select private.reset_tracking_throttle(), bench_prev.reset()');
}

/** Misses answered when each address misses until refused (at most MAX_MISSES + 1 tries). */
async function answeredMisses(
  deliver: ReturnType<typeof deliverer>,
  version: Version,
  addresses: string[],
): Promise<number> {
  let answered = 0;
  for (const address of addresses) {
    for (let attempt = 0; attempt <= MAX_MISSES; attempt += 1) {
      if ((await deliver(version, address)) !== 'not found') break;
      answered += 1;
    }
  }
  return answered;
}

/** Customers in networks no attacker used, each looking the seeded shipment up once. */
async function refusedCustomers(
  deliver: ReturnType<typeof deliverer>,
  version: Version,
  key?: string,
): Promise<number> {
  let refused = 0;
  for (let customer = 0; customer < VICTIMS; customer += 1) {
    const outcome = await deliver(
      version,
      `172.16.${customer}.${(customer % 250) + 2}`,
      SEEDED,
      key,
    );
    if (outcome !== 'found') refused += 1;
  }
  return refused;
}

interface Budget {
  oneClient: number;
  oneIpv4Network: number;
  oneIpv6Network: number;
  spread: number;
  refusedAfterOneNetwork: number;
  refusedAfterSpread: number;
  refusedWithKeyAfterSpread: number;
}

const ONE_CLIENT = Array<string>(3).fill('198.51.100.7');
const ONE_IPV4_NETWORK = Array.from({ length: 254 }, (_, i) => `203.0.113.${i + 1}`);
const ONE_IPV6_NETWORK = Array.from({ length: 1_000 }, (_, i) => `2001:db8:7:${i.toString(16)}::1`);
const SPREAD = Array.from({ length: 1_000 }, (_, i) => `10.${i >> 8}.${i & 255}.1`);

async function measureBudget(client: pg.Client, version: Version): Promise<Budget> {
  const deliver = deliverer(client);
  await reset(client);
  // One client's misses: three rounds of "until refused" from the same address.
  const oneClient = await answeredMisses(deliver, version, ONE_CLIENT);
  await reset(client);
  const oneIpv4Network = await answeredMisses(deliver, version, ONE_IPV4_NETWORK);
  const refusedAfterOneNetwork = await refusedCustomers(deliver, version);
  await reset(client);
  const oneIpv6Network = await answeredMisses(deliver, version, ONE_IPV6_NETWORK);
  await reset(client);
  const spread = await answeredMisses(deliver, version, SPREAD);
  const refusedAfterSpread = await refusedCustomers(deliver, version);
  const refusedWithKeyAfterSpread = await refusedCustomers(deliver, version, SEED_RECIPIENT_KEY);
  await reset(client);
  return {
    oneClient,
    oneIpv4Network,
    oneIpv6Network,
    spread,
    refusedAfterOneNetwork,
    refusedAfterSpread,
    refusedWithKeyAfterSpread,
  };
}

interface Costs {
  floor: Summary;
  previousHit: Summary;
  currentHit: Summary;
  previousMiss: Summary;
  currentMiss: Summary;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function measureCosts(client: pg.Client): Promise<Costs> {
  const deliver = deliverer(client);
  const samples = {
    floor: [] as number[],
    previousHit: [] as number[],
    currentHit: [] as number[],
    previousMiss: [] as number[],
    currentMiss: [] as number[],
  };
  const warmup = 50;
  await reset(client);
  for (let i = 0; i < SAMPLES + warmup; i += 1) {
    // Every miss from a network of its own, and the counters emptied outside the timing, so
    // no lookup is refused.
    const address = `10.${(i >> 8) & 255}.${i & 255}.9`;
    const measured = [
      await timed(() => client.query('select id from public.shipments where id = $1', [SEEDED])),
      await timed(() => deliver('previous', address, SEEDED)),
      await timed(() => deliver('current', address, SEEDED)),
      await timed(() => deliver('previous', address)),
      await timed(() => deliver('current', address)),
    ];
    if (i % 100 === 99) await reset(client);
    if (i < warmup) continue;
    samples.floor.push(measured[0] ?? 0);
    samples.previousHit.push(measured[1] ?? 0);
    samples.currentHit.push(measured[2] ?? 0);
    samples.previousMiss.push(measured[3] ?? 0);
    samples.currentMiss.push(measured[4] ?? 0);
  }
  await reset(client);
  return {
    floor: summarize(samples.floor),
    previousHit: summarize(samples.previousHit),
    currentHit: summarize(samples.currentHit),
    previousMiss: summarize(samples.previousMiss),
    currentMiss: summarize(samples.currentMiss),
  };
}

const ratio = (value: number, reference: number) => Math.round((value / reference) * 100) / 100;

export async function runTrackingThrottle(stack: RunningStack): Promise<ScenarioResult> {
  await withDb(stack.superuserDbUrl, (client) => client.query(previousVersionSql()));
  try {
    return await withDb(stack.superuserDbUrl, async (client) => {
      progress(SCENARIO, 'misses answered per window, and customers refused, per version');
      const current = await measureBudget(client, 'current');
      const previous = await measureBudget(client, 'previous');
      for (const [label, budget] of [
        ['current', current],
        ['previous', previous],
      ] as const) {
        progress(
          SCENARIO,
          `  ${label}: one client ${budget.oneClient}, 254 addresses of one /24 ${budget.oneIpv4Network}, ` +
            `1,000 /64s of one /48 ${budget.oneIpv6Network}, 1,000 /24s ${budget.spread}; ` +
            `customers refused: ${budget.refusedAfterOneNetwork} after one network, ` +
            `${budget.refusedAfterSpread} after 1,000 networks, ${budget.refusedWithKeyAfterSpread} with a valid key`,
        );
      }

      progress(SCENARIO, `cost per lookup: ${SAMPLES} hits and ${SAMPLES} misses each, over SQL`);
      const costs = await measureCosts(client);
      const line = (label: string, summary: Summary) =>
        progress(
          SCENARIO,
          `  ${label}: p50 ${formatMs(summary.p50)} ms, p99 ${formatMs(summary.p99)} ms`,
        );
      line('plain select by id', costs.floor);
      line('hit, previous', costs.previousHit);
      line('hit, current', costs.currentHit);
      line('miss, previous', costs.previousMiss);
      line('miss, current', costs.currentMiss);

      const answered = (metric: string, value: number, exactly?: number): ResultRow =>
        row(
          SCENARIO,
          `misses answered per window, ${metric}`,
          value,
          'count',
          exactly === undefined ? undefined : { exactly },
        );
      return {
        rows: [
          answered('one client', current.oneClient, MAX_MISSES),
          answered('one client, previous', previous.oneClient),
          answered('254 addresses of one /24', current.oneIpv4Network, MISSES_PER_NETWORK),
          answered('254 addresses of one /24, previous', previous.oneIpv4Network),
          answered('1,000 /64s of one /48', current.oneIpv6Network, MISSES_PER_NETWORK),
          answered('1,000 /64s of one /48, previous', previous.oneIpv6Network),
          answered('1,000 addresses in 1,000 /24s', current.spread),
          answered('1,000 addresses in 1,000 /24s, previous', previous.spread),
          row(
            SCENARIO,
            `customers of other networks refused after one /24's misses (of ${VICTIMS})`,
            current.refusedAfterOneNetwork,
            'count',
            { exactly: 0 },
          ),
          row(
            SCENARIO,
            `customers refused after 1,000 /24s' misses (of ${VICTIMS})`,
            current.refusedAfterSpread,
            'count',
            { exactly: 0 },
          ),
          row(
            SCENARIO,
            `customers refused after 1,000 /24s' misses, previous`,
            previous.refusedAfterSpread,
            'count',
          ),
          row(
            SCENARIO,
            `customers with a valid link refused after 1,000 /24s' misses`,
            current.refusedWithKeyAfterSpread,
            'count',
            { exactly: 0 },
          ),
          row(
            SCENARIO,
            `customers with a valid link refused, previous`,
            previous.refusedWithKeyAfterSpread,
            'count',
          ),
          row(
            SCENARIO,
            'p50 hit, current ÷ previous',
            ratio(costs.currentHit.p50, costs.previousHit.p50),
            'ratio',
          ),
          row(
            SCENARIO,
            'p50 miss, current ÷ previous',
            ratio(costs.currentMiss.p50, costs.previousMiss.p50),
            'ratio',
          ),
          row(
            SCENARIO,
            'p50 hit, current ÷ plain select',
            ratio(costs.currentHit.p50, costs.floor.p50),
            'ratio',
          ),
          row(SCENARIO, 'p99 hit, current', costs.currentHit.p99, 'ms'),
          row(SCENARIO, 'p99 miss, current', costs.currentMiss.p99, 'ms'),
        ],
        details: { samples: SAMPLES, costsMs: costs, budgets: { current, previous } },
      };
    });
  } finally {
    await withDb(stack.superuserDbUrl, (client) =>
      client.query('drop schema if exists bench_prev cascade'),
    );
  }
}
