/**
 * Scenario 4: the public tracking lookup (POST /rest/v1/rpc/track_shipment) under load.
 *
 * 10,000 shipments; 50 concurrent clients for 10 s (after a 1 s warm-up), each looping on
 * lookups of existing tracking numbers, so every request is a hit and none is throttled. The
 * requests are what the site sends (src/lib/public-api/postgrest.ts rpcSingle: a list is asked
 * for, as the lookup refuses a single-object Accept with PT406; checked once against
 * supabase-js's `.rpc('track_shipment', …)` below), made from a child process with node:http and a keep-alive Agent
 * (one connection per client). Node's fetch works too but costs the client about 2.5 times
 * the CPU, which on a small machine is taken from the servers (measured below).
 *
 * To show where the time goes it also measures, without targets: 1, 10 and 25 clients
 * through the gateway, the 50 clients with fetch as the client, the same load straight at a
 * second PostgREST on the same database (no gateway), the function alone in SQL, and the CPU
 * each program used during the main load.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { SEED_RECIPIENT_KEY, SEED_TRACKING_NUMBER } from '../dev-support/demo-seed';
import { nodeSupabaseClient } from '../dev-support/node-supabase-client';
import { freePort } from '../dev-support/ports';
import { startPostgrest } from '../local-stack/postgrest';
import type { RunningStack } from '../local-stack/stack';
import { cpuSnapshot, type CpuUse, cpuUse } from './cpu';
import type { LoadConfig, LoadMessage, LoadResult } from './load-generator';
import { progress, type ResultRow, row, type ScenarioResult } from './report';
import { formatMs, summarize } from './stats';
import { topUpShipments, trackingNumbers, withDb } from './support';

const SCENARIO = 'track_shipment';
const SHIPMENTS = 10_000;
const CONCURRENCY = 50;
const DURATION_MS = 10_000;
const WARMUP_MS = 1_000;
/**
 * p99 at 50 clients through the gateway, as a multiple of the same load straight at PostgREST
 * in the same run: what our gateway and Auth add, whatever this machine's speed today.
 */
const P99_GATEWAY_RATIO_TARGET = 1.2;
/** Client counts measured before the main run, to show latency against concurrency. */
const SWEEP = [1, 10, 25];

/**
 * What the site's rpcSingle sends besides the apikey (PostgREST direct takes no apikey): a
 * list, never `application/vnd.pgrst.object+json`, which the lookup refuses (PT406) because
 * PostgREST would roll back a counted miss.
 */
const listRequestHeaders = (anonKey: string) => ({
  Authorization: `Bearer ${anonKey}`,
  'Content-Type': 'application/json',
  Accept: 'application/json',
});

const LOAD_GENERATOR = fileURLToPath(new URL('./load-generator.ts', import.meta.url));

interface LoadRun {
  result: LoadResult;
  cpu: CpuUse;
}

/** Runs the load generator in a child process; CPU is sampled over the measured phase only. */
async function runLoad(config: LoadConfig): Promise<LoadRun> {
  const child = fork(LOAD_GENERATOR, [], {
    execArgv: process.execArgv, // tsx's loader, so the child runs TypeScript too
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const childPid = child.pid;
  const limitMs = config.warmupMs + config.durationMs + 30_000;
  try {
    return await new Promise<LoadRun>((resolve, reject) => {
      let before = cpuSnapshot();
      const timer = setTimeout(() => {
        reject(new Error(`load generator still running after ${limitMs} ms`));
      }, limitMs);
      child.on('message', (message: LoadMessage) => {
        if (message.type === 'measuring') {
          before = cpuSnapshot();
          return;
        }
        const after = cpuSnapshot();
        clearTimeout(timer);
        resolve({
          result: message,
          cpu: cpuUse(before, after, (pid, comm) => {
            if (pid === process.pid) return 'node main (gateway + auth)';
            if (pid === childPid) return 'node load generator';
            return comm;
          }),
        });
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`load generator exited with code ${code} before reporting`));
      });
      child.send(config);
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function requestsPerSecond(result: LoadResult): number {
  return result.requests / (result.elapsedMs / 1000);
}

function describe(label: string, result: LoadResult): string {
  if (result.latenciesMs.length === 0) return `${label}: no successful request`;
  const summary = summarize(result.latenciesMs);
  return (
    `${label}: ${result.requests} requests in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
    `(${requestsPerSecond(result).toFixed(0)}/s), p50 ${formatMs(summary.p50)} ms, ` +
    `p99 ${formatMs(summary.p99)} ms, max ${formatMs(summary.max)} ms, errors ${result.errors}`
  );
}

function describeCpu(cpu: CpuUse): string {
  const groups = Object.entries(cpu.coresByGroup)
    .filter(([, cores]) => cores >= 0.01)
    .sort(([, a], [, b]) => b - a)
    .map(([group, cores]) => `${group} ${cores.toFixed(2)}`)
    .join(', ');
  const extra = (label: string, cores: number | null) =>
    cores === null ? '' : `, ${label} ${cores.toFixed(2)}`;
  const other =
    extra('kernel interrupts', cpu.interruptCores) +
    extra('other processes', cpu.otherCores) +
    extra('stolen', cpu.stealCores);
  const busy =
    cpu.machineBusy === null ? '' : `; machine ${(cpu.machineBusy * 100).toFixed(0)} % busy`;
  return `CPU cores used: ${groups}${other}${busy}`;
}

interface Measured {
  label: string;
  run: LoadRun;
}

function loadRows(measured: Measured): ResultRow[] {
  const { label, run } = measured;
  const rows: ResultRow[] = [];
  if (run.result.latenciesMs.length > 0) {
    const summary = summarize(run.result.latenciesMs);
    rows.push(
      row(SCENARIO, `p50, ${label}`, summary.p50, 'ms'),
      row(SCENARIO, `p99, ${label}`, summary.p99, 'ms'),
    );
  }
  rows.push(row(SCENARIO, `throughput, ${label}`, requestsPerSecond(run.result), 'req/s'));
  return rows;
}

function p99Of({ run }: Measured): number {
  return run.result.latenciesMs.length > 0 ? summarize(run.result.latenciesMs).p99 : Infinity;
}

function loadDetails({ label, run }: Measured) {
  const { result, cpu } = run;
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(cpu.coresByGroup).map(([group, cores]) => [
      group,
      (cores * 1000) / Math.max(requestsPerSecond(result), 1e-9),
    ]),
  );
  return {
    label,
    requests: result.requests,
    warmupRequests: result.warmupRequests,
    errors: result.errors,
    errorSamples: result.errorSamples,
    statusCounts: result.statusCounts,
    elapsedMs: result.elapsedMs,
    requestsPerSecond: requestsPerSecond(result),
    latencyMs: result.latenciesMs.length > 0 ? summarize(result.latenciesMs) : null,
    cpu,
    cpuMsPerRequest,
  };
}

export async function runTrackShipment(stack: RunningStack): Promise<ScenarioResult> {
  const topUp = await topUpShipments(stack.superuserDbUrl, SHIPMENTS);
  progress(
    SCENARIO,
    `${topUp.count} shipments (${topUp.inserted} inserted in ${topUp.ms.toFixed(0)} ms)`,
  );
  const ids = await trackingNumbers(stack.superuserDbUrl);
  const firstId = ids[0];
  if (firstId === undefined) throw new Error('no shipments to look up');

  const url = `${stack.apiUrl}/rest/v1/rpc/track_shipment`;
  const headers = { apikey: stack.anonKey, ...listRequestHeaders(stack.anonKey) };

  // The plain requests must be what the site sends: check one against supabase-js.
  const viaSupabase = await nodeSupabaseClient(stack.apiUrl, stack.anonKey).rpc('track_shipment', {
    tracking_number: firstId,
  });
  const viaFetch = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tracking_number: firstId }),
  });
  const fetched: unknown = await viaFetch.json();
  if (viaSupabase.error) throw new Error(`supabase-js lookup failed: ${viaSupabase.error.message}`);
  if (!viaFetch.ok)
    throw new Error(`plain lookup failed: ${viaFetch.status} ${JSON.stringify(fetched)}`);
  if (
    viaSupabase.data.length !== 1 ||
    JSON.stringify(fetched) !== JSON.stringify(viaSupabase.data)
  ) {
    throw new Error('plain fetch and supabase-js returned different shipments');
  }

  const gateway = { url, headers, ids, maxRequests: 1_000_000, requestTimeoutMs: 5_000 };
  const measure = async (label: string, config: LoadConfig): Promise<Measured> => {
    const seconds = (ms: number) => `${ms / 1000} s`;
    progress(
      SCENARIO,
      `${label}: ${seconds(config.warmupMs)} warm-up + ${seconds(config.durationMs)}`,
    );
    const run = await runLoad(config);
    progress(SCENARIO, `  ${describe(label, run.result)}`);
    progress(SCENARIO, `  ${describeCpu(run.cpu)}`);
    if (run.result.errorSamples.length > 0) {
      progress(SCENARIO, `  first errors: ${run.result.errorSamples.join(' | ')}`);
    }
    return { label, run };
  };

  // Fewer clients first: how latency grows with concurrency on this machine.
  const sweep: Measured[] = [];
  for (const clients of SWEEP) {
    sweep.push(
      await measure(`${clients} client${clients === 1 ? '' : 's'} via gateway`, {
        ...gateway,
        client: 'http',
        concurrency: clients,
        warmupMs: 300,
        durationMs: 3_000,
      }),
    );
  }

  // The measurement with the target.
  const main = await measure(`${CONCURRENCY} clients via gateway`, {
    ...gateway,
    client: 'http',
    concurrency: CONCURRENCY,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
  });

  // Diagnosis: the same load with Node's fetch as the client (costs the client more CPU).
  const withFetch = await measure(`${CONCURRENCY} clients via gateway, fetch client`, {
    ...gateway,
    client: 'fetch',
    concurrency: CONCURRENCY,
    warmupMs: 500,
    durationMs: 3_000,
  });

  // Diagnosis: the same load without the gateway, at a second PostgREST configured like the
  // stack's (same binary, pool of 10, same database). No cf-connecting-ip reaches it, so the
  // function sees the client as 'unknown'; hits never count against the throttle anyway.
  const authenticatorUrl = new URL(stack.dbUrl);
  authenticatorUrl.username = 'authenticator';
  const postgrest = await startPostgrest({
    dbUrl: authenticatorUrl.toString(),
    port: await freePort(),
    adminPort: await freePort(),
    jwtSecret: stack.jwtSecret,
    log: () => undefined,
  });
  let direct: Measured;
  try {
    direct = await measure(`${CONCURRENCY} clients, PostgREST direct`, {
      ...gateway,
      url: `${postgrest.url}/rpc/track_shipment`,
      headers: listRequestHeaders(stack.anonKey),
      client: 'http',
      concurrency: CONCURRENCY,
      warmupMs: 500,
      durationMs: 5_000,
    });
  } finally {
    await postgrest.stop();
  }

  // Diagnosis: the function alone, one connection, no HTTP.
  const sqlLatencies = await withDb(stack.superuserDbUrl, async (client) => {
    const latencies: number[] = [];
    for (let i = 0; i < 1_000; i += 1) {
      const id = ids[i % ids.length] ?? firstId;
      const start = performance.now();
      const { rowCount } = await client.query('select * from public.track_shipment($1)', [id]);
      if (i >= 50) latencies.push(performance.now() - start); // first 50: warm-up
      if (rowCount !== 1) throw new Error(`SQL lookup of ${id} returned ${rowCount} rows`);
    }
    return latencies;
  });
  const sql = summarize(sqlLatencies);
  progress(
    SCENARIO,
    `SQL only (pg, 1 connection): p50 ${formatMs(sql.p50)} ms, p99 ${formatMs(sql.p99)} ms`,
  );

  // What a party link costs (DECISIONS 18): the seeded shipment with its demo key against the
  // same shipment by number alone, interleaved so both see the same machine.
  const keyed = await withDb(stack.superuserDbUrl, async (client) => {
    const timings = { numberOnly: [] as number[], withKey: [] as number[] };
    for (let i = 0; i < 1_000; i += 1) {
      const withKey = i % 2 === 1;
      const start = performance.now();
      const { rows } = await client.query<{ access: string }>(
        'select access from public.track_shipment($1, $2)',
        [SEED_TRACKING_NUMBER, withKey ? SEED_RECIPIENT_KEY : null],
      );
      if (i >= 50) (withKey ? timings.withKey : timings.numberOnly).push(performance.now() - start);
      const expected = withKey ? 'full' : 'number_only';
      if (rows[0]?.access !== expected) throw new Error(`keyed lookup answered ${rows[0]?.access}`);
    }
    return { numberOnly: summarize(timings.numberOnly), withKey: summarize(timings.withKey) };
  });
  const keyRatio = keyed.withKey.p50 / keyed.numberOnly.p50;
  progress(
    SCENARIO,
    `SQL only with a party key: p50 ${formatMs(keyed.withKey.p50)} ms, ` +
      `${keyRatio.toFixed(2)}× the number alone (${formatMs(keyed.numberOnly.p50)} ms)`,
  );

  const rows: ResultRow[] = [
    row(
      SCENARIO,
      `p99 ÷ PostgREST direct, ${CONCURRENCY} clients`,
      p99Of(main) / p99Of(direct),
      'ratio',
      { atMost: P99_GATEWAY_RATIO_TARGET },
    ),
    ...loadRows(main),
    row(SCENARIO, `errors, ${main.label}`, main.run.result.errors, 'count', { below: 1 }),
    ...Object.entries(main.run.cpu.coresByGroup)
      .filter(([, cores]) => cores >= 0.01)
      .sort(([, a], [, b]) => b - a)
      .map(([group, cores]) => row(SCENARIO, `CPU during load: ${group}`, cores, 'cores')),
  ];
  const { otherCores, interruptCores, stealCores } = main.run.cpu;
  if (interruptCores !== null) {
    rows.push(row(SCENARIO, 'CPU during load: kernel interrupts', interruptCores, 'cores'));
  }
  if (otherCores !== null) {
    rows.push(row(SCENARIO, 'CPU during load: other processes', otherCores, 'cores'));
  }
  if (stealCores !== null && stealCores >= 0.01) {
    rows.push(row(SCENARIO, 'CPU during load: stolen by hypervisor', stealCores, 'cores'));
  }
  if (main.run.cpu.machineBusy !== null) {
    rows.push(row(SCENARIO, 'CPU during load: machine busy', main.run.cpu.machineBusy * 100, '%'));
  }
  for (const measured of [...sweep, withFetch, direct]) rows.push(...loadRows(measured));
  rows.push(row(SCENARIO, 'p50, SQL only (1 connection)', sql.p50, 'ms'));
  rows.push(row(SCENARIO, 'p50, SQL only with a party key', keyed.withKey.p50, 'ms'));
  rows.push(row(SCENARIO, 'party key ÷ number alone (SQL p50)', keyRatio, 'ratio'));

  return {
    rows,
    details: {
      shipments: topUp.count,
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
      client: 'node:http with a keep-alive Agent, in a child process',
      viaGateway: loadDetails(main),
      sweepViaGateway: sweep.map(loadDetails),
      viaGatewayFetchClient: loadDetails(withFetch),
      postgrestDirect: loadDetails(direct),
      sqlOnlyMs: sql,
      sqlPartyKeyMs: keyed,
    },
  };
}
