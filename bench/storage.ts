/**
 * Scenario: Storage (issue #51 item 6), each figure as a ratio to a bare reference measured in
 * the same run, in turns, so that a busy machine slows both alike.
 *
 * - 50 uploads of 2 MB by the seeded staff user through the gateway into Storage (the request
 *   storage-js's `upload` sends, decided by a row-level security policy) ÷ the same bytes POSTed
 *   to a bare Node HTTP server that streams them into a file. Target: total time ≤ 2×.
 * - 50 downloads of those objects (what `download` asks) ÷ the bare server streaming its file
 *   back. Target: total time ≤ 1.5×.
 * - 1,000 `createSignedUrl` calls ÷ a bare PostgREST RPC (a function that returns a constant),
 *   both with supabase-js through the gateway as the same user. Target: p99 ≤ 1.5×.
 *
 * Transfers use fetch on both sides, so that only the servers differ; the bare server runs in
 * the benchmark's process, as the gateway and Storage do.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { ProjectClient } from '../dev-support/node-supabase-client';
import type { RunningStack } from '../local-stack/stack';
import { progress, type ResultRow, row, type ScenarioResult, type Target } from './report';
import { formatMs, ratioTo, summarize, type Summary } from './stats';
import {
  benchStack,
  interleavedLatencies,
  staffClient,
  tempFolder,
  timed,
  withDb,
} from './support';

const SCENARIO = 'storage';
const BUCKET = 'bench';
const FILE_BYTES = 2 * 1024 * 1024;
const TRANSFERS = 50;
const SIGNED_URLS = 1000;
const WARMUP = 3;
const UPLOAD_RATIO_TARGET = 2;
const DOWNLOAD_RATIO_TARGET = 1.5;
const SIGNED_URL_P99_RATIO_TARGET = 1.5;
const TIME_LIMIT_MS = 120_000;

const STORAGE_UPLOAD = 'upload via gateway + Storage';
const BARE_UPLOAD = 'upload to a bare Node server';
const STORAGE_DOWNLOAD = 'download via gateway + Storage';
const BARE_DOWNLOAD = 'download from a bare Node server';
const SIGNED_URL = 'createSignedUrl';
const BARE_RPC = 'bare PostgREST RPC';

/** The bucket, the staff's policies on it, and the bare RPC, made as the superuser. */
const SETUP_SQL = `
  insert into storage.buckets (id, name, public) values ('${BUCKET}', '${BUCKET}', false);
  create policy "bench staff insert" on storage.objects for insert to authenticated
    with check (bucket_id = '${BUCKET}');
  create policy "bench staff select" on storage.objects for select to authenticated
    using (bucket_id = '${BUCKET}');
  create function public.bench_ping() returns integer language sql stable as $$ select 1 $$;
  grant execute on function public.bench_ping() to authenticated;
  notify pgrst, 'reload schema';`;

/** What storage-js sends with an upload of a Buffer (StorageFileApi uploadOrUpdate). */
const UPLOAD_HEADERS = {
  'content-type': 'application/octet-stream',
  'cache-control': 'max-age=3600',
  'x-upsert': 'false',
};

interface BareServer {
  url: string;
  close: () => Promise<void>;
}

/** POST /<name> writes the body to a file, GET /<name> streams it back: nothing else. */
async function startBareServer(dir: string): Promise<BareServer> {
  const fileOf = (url: string | undefined) => path.join(dir, path.basename(url ?? 'none'));
  const server = http.createServer((req, res) => {
    const answer = async () => {
      const file = fileOf(req.url);
      if (req.method === 'POST') {
        await pipeline(req, createWriteStream(file));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
        return;
      }
      const { size } = await stat(file);
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(size),
      });
      await pipeline(createReadStream(file), res);
    };
    answer().catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The bare RPC, made here and so not among the generated database types. */
const ping = (client: ProjectClient) => client.rpc('bench_ping' as never);

async function untilCallable(staff: ProjectClient): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const { data, error } = await ping(staff);
    if (!error && data === 1) return;
    if (performance.now() > deadline) throw new Error(`bench_ping: ${error?.message ?? data}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs one transfer per round and name: round r works on file r. */
function byRound(transfer: (name: string) => Promise<void>): () => Promise<void> {
  let round = 0;
  return () => transfer(`file-${(round += 1)}.bin`);
}

function sum(samples: readonly number[]): number {
  return samples.reduce((total, sample) => total + sample, 0);
}

interface Comparison {
  label: string;
  subject: string;
  reference: string;
  /** What the target compares: the total of all transfers, or p99. */
  measure: 'total' | 'p99';
  target: number;
}

function compare(
  comparison: Comparison,
  samples: Record<string, number[]>,
): { rows: ResultRow[]; details: Record<string, unknown> } {
  const subject = summarize(samples[comparison.subject] ?? []);
  const reference = summarize(samples[comparison.reference] ?? []);
  const valueOf = (key: string, summary: Summary) =>
    comparison.measure === 'total' ? sum(samples[key] ?? []) : summary.p99;
  const subjectValue = valueOf(comparison.subject, subject);
  const referenceValue = valueOf(comparison.reference, reference);
  const ratio = ratioTo(subjectValue, referenceValue);
  const measure =
    comparison.measure === 'total' ? `total of ${subject.count} × 2 MB` : `p99 of ${subject.count}`;
  const target: Target = { atMost: comparison.target };
  progress(
    SCENARIO,
    `${comparison.label}: ${measure} ${formatMs(subjectValue)} ms ÷ ${formatMs(referenceValue)} ms ` +
      `= ${ratio}× (p50 ${formatMs(subject.p50)} ÷ ${formatMs(reference.p50)} ms)`,
  );
  return {
    rows: [
      row(SCENARIO, `${comparison.subject}, ${measure}`, subjectValue, 'ms'),
      row(SCENARIO, `${comparison.reference}, ${measure}`, referenceValue, 'ms'),
      row(SCENARIO, `${comparison.label}, Storage ÷ bare, ${measure}`, ratio, '×', target),
      // The middle sample, which one slow moment of the machine does not move.
      row(
        SCENARIO,
        `${comparison.label}, Storage ÷ bare, p50`,
        ratioTo(subject.p50, reference.p50),
        '×',
      ),
    ],
    details: { [comparison.subject]: subject, [comparison.reference]: reference },
  };
}

async function measure(stack: RunningStack, bare: BareServer): Promise<ScenarioResult> {
  await withDb(stack.superuserDbUrl, (client) => client.query(SETUP_SQL));
  const staff = await staffClient(stack);
  await untilCallable(staff);
  const files = staff.storage.from(BUCKET);
  const bytes = randomBytes(FILE_BYTES);
  const objects = `${stack.apiUrl}/storage/v1/object/${BUCKET}`;
  const { data: session } = await staff.auth.getSession();
  const asStaff = {
    authorization: `Bearer ${session.session?.access_token}`,
    apikey: stack.anonKey,
  };

  const mustBeOk = async (response: Promise<Response>, what: string) => {
    const answer = await response;
    const body = await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${what}: HTTP ${answer.status}`);
    return body.byteLength;
  };
  const mustBeWhole = (size: number, what: string) => {
    if (size !== FILE_BYTES) throw new Error(`${what}: ${size} bytes, not ${FILE_BYTES}`);
  };

  progress(SCENARIO, `${TRANSFERS} uploads of 2 MB each way, in turns`);
  const uploads = await interleavedLatencies(
    {
      [STORAGE_UPLOAD]: byRound(async (name) => {
        await mustBeOk(
          fetch(`${objects}/${name}`, {
            method: 'POST',
            headers: { ...asStaff, ...UPLOAD_HEADERS },
            body: bytes,
          }),
          name,
        );
      }),
      [BARE_UPLOAD]: byRound(async (name) => {
        await mustBeOk(fetch(`${bare.url}/${name}`, { method: 'POST', body: bytes }), name);
      }),
    },
    { rounds: TRANSFERS, warmup: WARMUP, timeLimitMs: TIME_LIMIT_MS },
  );

  progress(SCENARIO, `${TRANSFERS} downloads of those files each way, in turns`);
  const downloads = await interleavedLatencies(
    {
      [STORAGE_DOWNLOAD]: byRound(async (name) => {
        mustBeWhole(await mustBeOk(fetch(`${objects}/${name}`, { headers: asStaff }), name), name);
      }),
      [BARE_DOWNLOAD]: byRound(async (name) => {
        mustBeWhole(await mustBeOk(fetch(`${bare.url}/${name}`), name), name);
      }),
    },
    { rounds: TRANSFERS, warmup: WARMUP, timeLimitMs: TIME_LIMIT_MS },
  );

  progress(SCENARIO, `${SIGNED_URLS} signed URLs and bare RPCs, in turns`);
  const calls = await interleavedLatencies(
    {
      [SIGNED_URL]: async () => {
        const { data, error } = await files.createSignedUrl('file-1.bin', 60);
        if (error || !data.signedUrl) throw new Error(`${SIGNED_URL}: ${error?.message}`);
      },
      [BARE_RPC]: async () => {
        const { data, error } = await ping(staff);
        if (error || data !== 1) throw new Error(`${BARE_RPC}: ${error?.message ?? data}`);
      },
    },
    { rounds: SIGNED_URLS, warmup: 20, timeLimitMs: TIME_LIMIT_MS },
  );
  await staff.auth.signOut();

  const compared = [
    compare(
      {
        label: 'uploads',
        subject: STORAGE_UPLOAD,
        reference: BARE_UPLOAD,
        measure: 'total',
        target: UPLOAD_RATIO_TARGET,
      },
      uploads,
    ),
    compare(
      {
        label: 'downloads',
        subject: STORAGE_DOWNLOAD,
        reference: BARE_DOWNLOAD,
        measure: 'total',
        target: DOWNLOAD_RATIO_TARGET,
      },
      downloads,
    ),
    compare(
      {
        label: 'signed URL',
        subject: SIGNED_URL,
        reference: BARE_RPC,
        measure: 'p99',
        target: SIGNED_URL_P99_RATIO_TARGET,
      },
      calls,
    ),
  ];
  return {
    rows: compared.flatMap((comparison) => comparison.rows),
    details: {
      fileBytes: FILE_BYTES,
      warmup: WARMUP,
      latencyMs: Object.assign({}, ...compared.map((comparison) => comparison.details)) as unknown,
    },
  };
}

export async function runStorage(): Promise<ScenarioResult> {
  progress(SCENARIO, 'starting a throw-away stack');
  const { ms, result: stack } = await timed(() => benchStack());
  progress(SCENARIO, `stack ready in ${ms.toFixed(0)} ms`);
  const folder = await tempFolder('storage');
  const bare = await startBareServer(folder.dir);
  try {
    return await measure(stack, bare);
  } finally {
    await bare.close();
    await folder.remove();
    await stack.stop();
  }
}
