/**
 * Scenario 5: what the tracking-lookup throttle costs and whom it stops (issue #15).
 *
 * 1. Cost per lookup, over one SQL connection (no HTTP, so the throttle is not lost in the
 *    noise): the lookup as the first version of the throttle did it (keyed on the leftmost
 *    X-Forwarded-For, one counter) against the current one (cf-connecting-ip, two counters, a
 *    global budget), hits and misses, in the same run and interleaved; and a plain
 *    `select … where id = $1` as the floor. The first version is rebuilt from its applied
 *    migration into a scratch schema, and dropped at the end.
 * 2. Misses granted per 15-minute window through the gateway: to one client; to one client that
 *    sends each request with another X-Forwarded-For and cf-connecting-ip (1000 spoofed
 *    identities) — with the current lookup, and with the first version swapped in for the
 *    length of that measurement; and to 100 real (loopback) addresses, which meet the global
 *    budget.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import type pg from 'pg';

import type { RunningStack } from '../supabase/local/stack';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { formatMs, summarize, type Summary } from './stats';
import { trackingNumbers, withDb } from './support';

const SCENARIO = 'tracking throttle';
const SAMPLES = 2_000;
const MAX_MISSES = 10;
const SPOOFED_IDENTITIES = 1_000;
const REAL_ADDRESSES = 100;

const FIRST_MIGRATION = fileURLToPath(
  new URL('../supabase/migrations/20261121120000_staff_and_shipments.sql', import.meta.url),
);

/**
 * The first version's request_client, tracking_miss_slot and lookup_shipment, as applied, in
 * schema bench_old, plus a bench_old.track_shipment that calls them as public.track_shipment did.
 */
function firstVersionSql(): string {
  const migration = readFileSync(FIRST_MIGRATION, 'utf8');
  const functions = ['tracking_miss_slot', 'request_client', 'lookup_shipment'].map((name) => {
    const match = new RegExp(`create function private\\.${name}\\(.*?\\n\\$\\$;`, 's').exec(
      migration,
    );
    if (!match) throw new Error(`${name} not found in ${FIRST_MIGRATION}`);
    return match[0];
  });
  const renamed = functions
    .join('\n')
    .replace(/private\.(tracking_miss_slot|request_client|lookup_shipment)\(/g, 'bench_old.$1(');
  return `
    drop schema if exists bench_old cascade;
    create schema bench_old;
    grant usage on schema bench_old to anon, authenticated;
    ${renamed}
    create function bench_old.track_shipment(tracking_number text)
    returns setof public.tracked_shipment language sql volatile set search_path = '' as $$
      select * from bench_old.lookup_shipment(tracking_number, bench_old.request_client());
    $$;`;
}

/** The first version behind the public endpoint, for as long as `work` runs. */
async function withFirstVersionPublished<T>(dbUrl: string, work: () => Promise<T>): Promise<T> {
  const publish = (target: string) =>
    withDb(dbUrl, (client) =>
      client.query(`
        create or replace function public.track_shipment(tracking_number text)
        returns setof public.tracked_shipment language sql volatile security invoker
        set search_path = '' as $$ select * from ${target}(tracking_number) $$;`),
    );
  await publish('bench_old.track_shipment');
  try {
    return await work();
  } finally {
    await publish('private.lookup_shipment');
  }
}

async function timedQuery(client: pg.Client, text: string, values: unknown[]): Promise<number> {
  const start = performance.now();
  await client.query(text, values);
  return performance.now() - start;
}

interface Costs {
  floor: Summary;
  firstHit: Summary;
  currentHit: Summary;
  firstMiss: Summary;
  currentMiss: Summary;
}

async function measureCosts(superuserDbUrl: string, ids: string[]): Promise<Costs> {
  return withDb(superuserDbUrl, async (client) => {
    const setHeaders = (forwardedFor: string, address: string) =>
      client.query(`select set_config('request.headers', $1, false)`, [
        JSON.stringify({
          'x-forwarded-for': `${forwardedFor}, ${address}`,
          'cf-connecting-ip': address,
        }),
      ]);
    const reset = () => client.query('select private.reset_tracking_throttle()');
    const floor: number[] = [];
    const firstHit: number[] = [];
    const currentHit: number[] = [];
    const firstMiss: number[] = [];
    const currentMiss: number[] = [];
    const warmup = 50;

    await setHeaders('198.51.100.7', '127.0.0.1');
    for (let i = 0; i < SAMPLES + warmup; i += 1) {
      const id = ids[i % ids.length] ?? '';
      const samples = [
        await timedQuery(client, 'select id from public.shipments where id = $1', [id]),
        await timedQuery(client, 'select * from bench_old.track_shipment($1)', [id]),
        await timedQuery(client, 'select * from public.track_shipment($1)', [id]),
      ];
      if (i < warmup) continue;
      floor.push(samples[0] ?? 0);
      firstHit.push(samples[1] ?? 0);
      currentHit.push(samples[2] ?? 0);
    }

    // Misses count, so every miss comes from a client of its own and the counters are emptied
    // (outside the timing) before any client could be throttled.
    await reset();
    for (let i = 0; i < SAMPLES + warmup; i += 1) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      await setHeaders(address, address);
      const first = await timedQuery(client, 'select * from bench_old.track_shipment($1)', [
        `MISS-${i}`,
      ]);
      const current = await timedQuery(client, 'select * from public.track_shipment($1)', [
        `MISS-${i}`,
      ]);
      if (i % 100 === 99) await reset();
      if (i < warmup) continue;
      firstMiss.push(first);
      currentMiss.push(current);
    }
    await reset();
    return {
      floor: summarize(floor),
      firstHit: summarize(firstHit),
      currentHit: summarize(currentHit),
      firstMiss: summarize(firstMiss),
      currentMiss: summarize(currentMiss),
    };
  });
}

/** Sends misses through the gateway and counts the ones answered as misses (406 PGRST116). */
async function grantedMisses(
  stack: RunningStack,
  requests: Array<{ from: string; headers?: Record<string, string> }>,
): Promise<{ granted: number; statusCounts: Record<string, number> }> {
  const agents = new Map<string, http.Agent>();
  const statusCounts: Record<string, number> = {};
  let granted = 0;
  let sequence = 0;
  for (const { from, headers = {} } of requests) {
    let agent = agents.get(from);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.set(from, agent);
    }
    sequence += 1;
    const body = JSON.stringify({ tracking_number: `NX-${Date.now()}-${sequence}` });
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${stack.apiUrl}/rest/v1/rpc/track_shipment`,
        {
          method: 'POST',
          agent,
          localAddress: from,
          headers: {
            apikey: stack.anonKey,
            authorization: `Bearer ${stack.anonKey}`,
            'content-type': 'application/json',
            accept: 'application/vnd.pgrst.object+json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (status === 406) granted += 1;
  }
  for (const agent of agents.values()) agent.destroy();
  return { granted, statusCounts };
}

interface Budgets {
  oneClient: number;
  spoofed: number;
  spoofedFirstVersion: number;
  realAddresses: number;
  statusCounts: Record<string, Record<string, number>>;
}

async function measureBudgets(stack: RunningStack): Promise<Budgets> {
  const reset = () =>
    withDb(stack.superuserDbUrl, (client) =>
      client.query('select private.reset_tracking_throttle()'),
    );
  const spoofing = (from: string) =>
    Array.from({ length: SPOOFED_IDENTITIES }, (_, i) => {
      const forged = `198.${18 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
      return { from, headers: { 'x-forwarded-for': forged, 'cf-connecting-ip': forged } };
    });

  await reset();
  const oneClient = await grantedMisses(
    stack,
    Array.from({ length: MAX_MISSES * 3 }, () => ({ from: '127.0.9.1' })),
  );
  await reset();
  const spoofed = await grantedMisses(stack, spoofing('127.0.9.2'));
  await reset();
  const spoofedFirstVersion = await withFirstVersionPublished(stack.dbUrl, () =>
    grantedMisses(stack, spoofing('127.0.9.3')),
  );
  await reset();
  const realAddresses = await grantedMisses(
    stack,
    Array.from({ length: REAL_ADDRESSES * (MAX_MISSES + 2) }, (_, i) => {
      const n = Math.floor(i / (MAX_MISSES + 2));
      return { from: `127.1.${Math.floor(n / 250)}.${(n % 250) + 2}` };
    }),
  );
  await reset();
  return {
    oneClient: oneClient.granted,
    spoofed: spoofed.granted,
    spoofedFirstVersion: spoofedFirstVersion.granted,
    realAddresses: realAddresses.granted,
    statusCounts: {
      oneClient: oneClient.statusCounts,
      spoofed: spoofed.statusCounts,
      spoofedFirstVersion: spoofedFirstVersion.statusCounts,
      realAddresses: realAddresses.statusCounts,
    },
  };
}

export async function runTrackingThrottle(stack: RunningStack): Promise<ScenarioResult> {
  const ids = await trackingNumbers(stack.superuserDbUrl);
  await withDb(stack.dbUrl, (client) => client.query(firstVersionSql()));
  try {
    progress(SCENARIO, `cost per lookup: ${SAMPLES} hits and ${SAMPLES} misses each, over SQL`);
    const costs = await measureCosts(stack.superuserDbUrl, ids);
    const line = (label: string, summary: Summary) =>
      progress(
        SCENARIO,
        `  ${label}: p50 ${formatMs(summary.p50)} ms, p99 ${formatMs(summary.p99)} ms`,
      );
    line('plain select by id', costs.floor);
    line('hit, first version', costs.firstHit);
    line('hit, current', costs.currentHit);
    line('miss, first version', costs.firstMiss);
    line('miss, current', costs.currentMiss);

    progress(SCENARIO, 'misses granted per 15-minute window, through the gateway');
    const budgets = await measureBudgets(stack);
    progress(
      SCENARIO,
      `  one client ${budgets.oneClient}, ${SPOOFED_IDENTITIES} spoofed identities ${budgets.spoofed} ` +
        `(first version: ${budgets.spoofedFirstVersion}), ${REAL_ADDRESSES} real addresses ${budgets.realAddresses}`,
    );

    const costRows = (label: string, summary: Summary): ResultRow[] => [
      row(SCENARIO, `p50, ${label}`, summary.p50, 'ms'),
      row(SCENARIO, `p99, ${label}`, summary.p99, 'ms'),
    ];
    return {
      rows: [
        ...costRows('SQL plain select by id (floor)', costs.floor),
        ...costRows('SQL hit, first version (leftmost XFF, 1 counter)', costs.firstHit),
        ...costRows('SQL hit, current (cf-connecting-ip, 2 counters, global)', costs.currentHit),
        ...costRows('SQL miss, first version', costs.firstMiss),
        ...costRows('SQL miss, current', costs.currentMiss),
        row(SCENARIO, 'misses per window, one client', budgets.oneClient, 'count', {
          exactly: MAX_MISSES,
        }),
        row(
          SCENARIO,
          `misses per window, ${SPOOFED_IDENTITIES} spoofed identities`,
          budgets.spoofed,
          'count',
          { exactly: budgets.oneClient },
        ),
        row(
          SCENARIO,
          `misses per window, ${SPOOFED_IDENTITIES} spoofed identities, first version`,
          budgets.spoofedFirstVersion,
          'count',
        ),
        row(
          SCENARIO,
          `misses per window, ${REAL_ADDRESSES} real addresses`,
          budgets.realAddresses,
          'count',
        ),
      ],
      details: { samples: SAMPLES, costsMs: costs, budgets },
    };
  } finally {
    await withDb(stack.dbUrl, (client) => client.query('drop schema if exists bench_old cascade'));
  }
}
