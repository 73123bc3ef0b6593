/**
 * Shared pieces of the benchmark scenarios: throw-away stacks and temp folders that are
 * cleaned up even when a run is interrupted, timing, and bulk test data.
 */
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../dev-support/demo-seed';
import { nodeSupabaseClient, type ProjectClient } from '../dev-support/node-supabase-client';
import { withClient } from '../dev-support/pg-client';
import { type RunningStack, startStack, type StartStackOptions } from '../local-stack/stack';

// ---------------------------------------------------------------------------------------------
// Cleanup. Normal runs stop every stack and remove every folder in `finally` blocks. When the
// run is interrupted (the watchdog's process.exit), local-stack/postgres.ts's 'exit' listener
// tells the clusters to shut down and this synchronous 'exit' listener removes the folders left.
// ---------------------------------------------------------------------------------------------

const leftoverFolders = new Set<string>();

process.on('exit', () => {
  for (const folder of leftoverFolders) {
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // best effort while exiting
    }
  }
});

export interface TempFolder {
  dir: string;
  remove: () => Promise<void>;
}

/** A new folder under the OS temp dir, removed by `remove()` or when the process exits. */
export async function tempFolder(label: string): Promise<TempFolder> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-${label}-`));
  leftoverFolders.add(dir);
  return {
    dir,
    remove: async () => {
      await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
      leftoverFolders.delete(dir);
    },
  };
}

/**
 * startStack on loopback with free ports. Without `dataDir` the stack lives in its own temp
 * folder, which its stop() removes (and the exit listener, should stop() never run).
 */
export async function benchStack(options: StartStackOptions = {}): Promise<RunningStack> {
  // The delivery scenarios count a thousand e-mails at a time in the inbox: no cap to prune them.
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    seed: true,
    inboxLimits: { maxMessages: 0, maxBytes: 0 },
    ...options,
  });
  const ownFolder = options.dataDir === undefined ? stack.dataDir : undefined;
  if (ownFolder) leftoverFolders.add(ownFolder);
  let stopping: Promise<void> | undefined;
  return {
    ...stack,
    stop: () => {
      stopping ??= stack.stop().finally(() => {
        if (ownFolder) leftoverFolders.delete(ownFolder);
      });
      return stopping;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

/** Runs `work` and returns how long it took in milliseconds, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/**
 * Latencies of several kinds of work measured in turns (one of each per round, in order), so
 * that a busy moment of the machine falls on all of them alike rather than on one. `warmup`
 * rounds are not recorded; measuring stops after `rounds` rounds or at `timeLimitMs`.
 */
export async function interleavedLatencies<Name extends string>(
  work: Record<Name, () => Promise<void>>,
  options: { rounds: number; warmup: number; timeLimitMs: number },
): Promise<Record<Name, number[]>> {
  const names = Object.keys(work) as Name[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    Name,
    number[]
  >;
  const deadline = performance.now() + options.timeLimitMs;
  for (let round = 0; round < options.warmup + options.rounds; round += 1) {
    if (round >= options.warmup && performance.now() > deadline) break;
    for (const name of names) {
      const { ms } = await timed(work[name]);
      if (round >= options.warmup) samples[name].push(ms);
    }
  }
  return samples;
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** The stack's own helper: one connection for one piece of work, always closed. */
export const withDb = withClient;

/** Prefix of the tracking numbers the benchmark generates ("BN0000001", …). */
const BENCH_ID_PREFIX = 'BN';

interface TopUp {
  inserted: number;
  ms: number;
  count: number;
}

/**
 * Inserts generated rows until `table` holds `total`, in one statement as the superuser (no
 * RLS; the check constraints still run), then runs VACUUM ANALYZE as autovacuum would soon
 * after, so that no autovacuum run lands in the middle of a measurement. `lastNumber` reads the
 * highest number the generated rows carry so far (0 for none); `insert` takes the numbers of
 * the new rows as $1 and $2 (first and last, a generate_series) after `prefix` as $3.
 */
async function topUpTable(
  superuserDbUrl: string,
  total: number,
  rows: { table: string; lastNumber: string; insert: string; prefix: string },
): Promise<TopUp> {
  return withDb(superuserDbUrl, async (client) => {
    const start = performance.now();
    const count = async () =>
      Number(
        (await client.query<{ count: string }>(`select count(*) as count from ${rows.table}`))
          .rows[0]?.count ?? 0,
      );
    const missing = Math.max(0, total - (await count()));
    if (missing > 0) {
      const { rows: last } = await client.query<{ last: string }>(rows.lastNumber, [rows.prefix]);
      const from = Number(last[0]?.last ?? 0) + 1;
      await client.query(rows.insert, [from, from + missing - 1, rows.prefix]);
      await client.query(`vacuum analyze ${rows.table}`);
    }
    return { inserted: missing, ms: performance.now() - start, count: await count() };
  });
}

/**
 * Shipments up to `total` (topUpTable), looking like real ones: names, addresses, a two-entry
 * history, a position, creation times spread over a year in an order unrelated to the insert
 * order, and a last change at or after the creation (nearly all different, as in real use:
 * the list sorts by it).
 */
export function topUpShipments(superuserDbUrl: string, total: number): Promise<TopUp> {
  return topUpTable(superuserDbUrl, total, {
    table: 'public.shipments',
    prefix: BENCH_ID_PREFIX,
    lastNumber: `select coalesce(max(substr(id, length($1) + 1)::int)
                                 filter (where id ~ ('^' || $1 || '[0-9]+$')), 0) as last
                   from public.shipments`,
    insert: `insert into public.shipments (
               id, status, shippername, shipperaddress, recipientname, recipientaddress,
               transportedgoods, accessories, info, purchaseprice, shippingcosts,
               additionalservices, totalamount, paymentmethod, history, currentposition,
               created_at, updated_at)
             select
               $3 || lpad(g::text, 7, '0'),
               (array['Expediere creată', 'În tranzit', 'Livrat', 'Probleme'])[1 + g % 4],
               'Landtechnik Huber ' || g || ' GmbH',
               'Industriestraße ' || (1 + g % 200) || ', 84130 Dingolfing, Deutschland',
               'Ferme Dubois ' || g || ' EARL',
               (1 + g % 90) || ' Route de Chartres, 28000 Chartres, France',
               'Traktor Fendt 724 Vario (' || (1990 + g % 35) || ')',
               'Frontlader, 2 Ersatzschlüssel',
               case when g % 5 = 0 then 'Întârziere la vamă. Vă contactăm în cel mai scurt timp.' end,
               '118.500,00 EUR', '1.450,00 EUR', 'Transportversicherung 180,00 EUR',
               '120.130,00 EUR', 'Transfer bancar',
               jsonb_build_array(
                 jsonb_build_object('status', 'Expediere creată', 'location', 'Dingolfing, DE',
                                    'date', '2026-11-16T08:12:00.000Z'),
                 jsonb_build_object('status', 'În tranzit', 'location', 'Stuttgart, DE',
                                    'date', '2026-11-17T14:40:00.000Z')),
               jsonb_build_object('lat', 45 + (g % 1000) / 200.0, 'lng', 5 + (g % 997) / 100.0),
               now() - make_interval(secs => (g::bigint * 7919) % 31536000),
               now() - make_interval(secs => (g::bigint * 104729) % ((g::bigint * 7919) % 31536000 + 1))
             from generate_series($1::int, $2::int) as g`,
  });
}

/**
 * Transport requests up to `total` (issue #37's "requests list", topUpTable): references
 * A-2099-000001, … (a year no real request has), a sender whose e-mail carries the same number,
 * a mix of statuses, received over the last year.
 */
export function topUpTransportRequests(superuserDbUrl: string, total: number): Promise<TopUp> {
  return topUpTable(superuserDbUrl, total, {
    table: 'public.transport_requests',
    prefix: 'A-2099-',
    lastNumber: `select coalesce(max(substr(reference, length($1) + 1)::int)
                                 filter (where reference like $1 || '%'), 0) as last
                   from public.transport_requests`,
    insert: `insert into public.transport_requests (
               reference, status, language, name, company, email, kind, goods, quantity,
               length_m, width_m, height_m, weight_kg, pickup_postcode, pickup_town,
               pickup_country, delivery_postcode, delivery_town, delivery_country,
               earliest_pickup, client, network, opened_at, created_at, updated_at)
             select
               $3 || lpad(g::text, 6, '0'),
               (array['new', 'new', 'rejected', 'spam', 'expired'])[1 + g % 5],
               (array['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'])[1 + g % 7],
               'Landwirt Huber', case when g % 3 = 0 then 'Agrarhandel Süd GmbH' end,
               'kunde' || g || '@example.com', 'tractor', 'Fendt 724 Vario', 1,
               5.2, 2.55 + (g % 5) / 10.0, 3.2, 8900,
               '84130', 'Dingolfing', 'DE', '28000', 'Chartres', 'FR',
               current_date + 14, 'bench', 'bench',
               case when g % 2 = 0 then now() end,
               now() - make_interval(secs => (g::bigint * 7919) % 31536000),
               now() - make_interval(secs => (g::bigint * 7919) % 31536000)
             from generate_series($1::int, $2::int) as g`,
  });
}

/** Every tracking number in the table, in a shuffled but reproducible order. */
export async function trackingNumbers(superuserDbUrl: string): Promise<string[]> {
  return withDb(superuserDbUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'select id from public.shipments order by md5(id)',
    );
    return rows.map((shipment) => shipment.id);
  });
}

/** The seeded staff user's id (supabase/seed.sql), for JWT claims in SQL. */
export const SEED_STAFF_ID = 'a1b2c3d4-0000-4000-8000-00000000aaaa';

/** A supabase-js client signed in as the seeded staff account (supabase/seed.sql). */
export async function staffClient(stack: RunningStack): Promise<ProjectClient> {
  const client = nodeSupabaseClient(stack.apiUrl, stack.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: SEED_STAFF_EMAIL,
    password: SEED_STAFF_PASSWORD,
  });
  if (error) throw error;
  return client;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}
