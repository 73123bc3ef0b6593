import http from 'node:http';

/**
 * The track_shipment load generator, run as a child process (bench/track-shipment.ts forks
 * it) so that its event loop and garbage collector are not the gateway's: the gateway and the
 * auth service run inside the benchmark's main process.
 *
 * It receives one LoadConfig over IPC, sends { type: 'measuring' } when the warm-up is over and
 * the measured phase starts, then { type: 'result', … } and exits. It exits by itself when the
 * parent goes away. Every loop is bounded by a deadline and a request count.
 */

export interface LoadConfig {
  /** POST target, e.g. http://127.0.0.1:1234/rest/v1/rpc/track_shipment. */
  url: string;
  headers: Record<string, string>;
  /** Tracking numbers that exist: every request is a hit, never throttled. */
  ids: string[];
  concurrency: number;
  /** Same load, not recorded: opens the connections, warms PostgREST's pool and caches. */
  warmupMs: number;
  durationMs: number;
  /** Hard cap on measured requests, whatever the duration. */
  maxRequests: number;
  requestTimeoutMs: number;
  /**
   * 'http': node:http with a keep-alive Agent (one socket per client); 'fetch': Node's fetch
   * (undici, keep-alive as well). Same requests; http costs the load generator less CPU.
   */
  client: 'http' | 'fetch';
}

export interface LoadResult {
  type: 'result';
  /** Latency of every successful measured request (ms), in completion order. */
  latenciesMs: number[];
  /** Measured requests that completed, successful or not. */
  requests: number;
  errors: number;
  errorSamples: string[];
  statusCounts: Record<string, number>;
  warmupRequests: number;
  /** From the start of the measured phase until its last request completed. */
  elapsedMs: number;
}

export type LoadMessage = { type: 'measuring' } | LoadResult;

interface Reply {
  status: number;
  text: string;
}

type Post = (id: string) => Promise<Reply>;

function fetchPoster(config: LoadConfig): Post {
  return async (id) => {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: config.headers,
      body: JSON.stringify({ tracking_number: id }),
      signal: AbortSignal.timeout(config.requestTimeoutMs),
    });
    return { status: response.status, text: await response.text() };
  };
}

function httpPoster(config: LoadConfig): Post {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });
  return (id) =>
    new Promise<Reply>((resolve, reject) => {
      const body = JSON.stringify({ tracking_number: id });
      const request = http.request(
        config.url,
        {
          method: 'POST',
          agent,
          headers: { ...config.headers, 'Content-Length': Buffer.byteLength(body) },
          timeout: config.requestTimeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.end(body);
    });
}

interface Phase {
  latenciesMs: number[];
  requests: number;
  errors: number;
  errorSamples: string[];
  statusCounts: Record<string, number>;
}

async function runPhase(
  config: LoadConfig,
  post: Post,
  durationMs: number,
  maxRequests: number,
  offset: number,
): Promise<Phase & { elapsedMs: number }> {
  const phase: Phase = {
    latenciesMs: [],
    requests: 0,
    errors: 0,
    errorSamples: [],
    statusCounts: {},
  };
  const start = performance.now();
  const deadline = start + durationMs;
  let started = 0;
  const noteError = (message: string) => {
    phase.errors += 1;
    if (phase.errorSamples.length < 5) phase.errorSamples.push(message);
  };

  const worker = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      const id = config.ids[(offset + started) % config.ids.length] ?? '';
      started += 1;
      const sent = performance.now();
      try {
        const reply = await post(id);
        const latency = performance.now() - sent;
        phase.requests += 1;
        const status = String(reply.status);
        phase.statusCounts[status] = (phase.statusCounts[status] ?? 0) + 1;
        if (reply.status === 200 && reply.text.includes(`"id":${JSON.stringify(id)}`)) {
          phase.latenciesMs.push(latency);
        } else {
          noteError(`HTTP ${status}: ${reply.text.slice(0, 200)}`);
        }
      } catch (error) {
        phase.requests += 1;
        phase.statusCounts.exception = (phase.statusCounts.exception ?? 0) + 1;
        noteError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
    }
  };

  await Promise.all(Array.from({ length: config.concurrency }, () => worker()));
  return { ...phase, elapsedMs: performance.now() - start };
}

export async function generateLoad(
  config: LoadConfig,
  onMeasuring: () => void = () => undefined,
): Promise<LoadResult> {
  const post = config.client === 'http' ? httpPoster(config) : fetchPoster(config);
  const warmup =
    config.warmupMs > 0
      ? await runPhase(config, post, config.warmupMs, config.maxRequests, 0)
      : { requests: 0 };
  onMeasuring();
  const measured = await runPhase(
    config,
    post,
    config.durationMs,
    config.maxRequests,
    warmup.requests,
  );
  return {
    type: 'result',
    latenciesMs: measured.latenciesMs,
    requests: measured.requests,
    errors: measured.errors,
    errorSamples: measured.errorSamples,
    statusCounts: measured.statusCounts,
    warmupRequests: warmup.requests,
    elapsedMs: measured.elapsedMs,
  };
}

function isLoadConfig(value: unknown): value is LoadConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<Record<keyof LoadConfig, unknown>>;
  return (
    typeof config.url === 'string' &&
    typeof config.headers === 'object' &&
    Array.isArray(config.ids) &&
    typeof config.concurrency === 'number' &&
    typeof config.warmupMs === 'number' &&
    typeof config.durationMs === 'number' &&
    typeof config.maxRequests === 'number' &&
    typeof config.requestTimeoutMs === 'number' &&
    (config.client === 'http' || config.client === 'fetch')
  );
}

// Child-process entry: only when forked with an IPC channel.
const send = process.send?.bind(process);
if (send) {
  process.on('disconnect', () => process.exit(0));
  process.once('message', (message: unknown) => {
    if (!isLoadConfig(message)) {
      console.error('[load-generator] unexpected message', message);
      process.exit(2);
    }
    generateLoad(message, () => send({ type: 'measuring' } satisfies LoadMessage))
      .then((result) => send(result satisfies LoadMessage, () => process.exit(0)))
      .catch((error: unknown) => {
        console.error('[load-generator]', error);
        process.exit(1);
      });
  });
}
