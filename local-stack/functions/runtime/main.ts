/**
 * The one Deno process that serves every Edge Function of the local stack, like the "main"
 * service the Supabase CLI runs in edge-runtime (supabase/cli internal/functions/serve/
 * templates/main.ts). It runs under Deno, not Node: `deno check` covers it, not tsc.
 *
 * A function is `<functions dir>/<name>/index.ts` calling `Deno.serve(handler)`, as on hosted.
 * It is imported on its first request; its `Deno.serve` call hands the handler to this router
 * instead of opening a port. The gateway (route.ts) has already answered 404 and the JWT check,
 * so a request arrives here as `/<name>/…`, the path a function sees on hosted too.
 *
 * Usage: deno run … main.ts <functions dir> [ports to avoid, comma-separated]. Prints
 * `{"port":N}` on stdout once it listens.
 */

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const functionsDir = Deno.args[0];
if (!functionsDir) throw new Error('usage: main.ts <functions dir> [ports to avoid]');
/** The development ports (dev-support/ports.ts): never listened on, even when picked by port 0. */
const avoidedPorts = new Set((Deno.args[1] ?? '').split(',').filter(Boolean).map(Number));

// The answers edge-runtime gives when a worker fails (SB_SPECIFIC_ERROR_* in the CLI template).
const BOOT_ERROR = {
  status: 503,
  body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
};
const WORKER_ERROR = {
  status: 500,
  body: { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
};

function errorResponse(error: { status: number; body: { code: string; message: string } }) {
  return Response.json(error.body, {
    status: error.status,
    headers: { 'sb-error-code': error.body.code },
  });
}

/** Where a function's `Deno.serve` call goes while its module is being loaded. */
let capture: ((handler: Handler) => void) | undefined;

function handlerOf(args: unknown[]): Handler | undefined {
  const [first, second] = args;
  if (typeof first === 'function') return first as Handler;
  if (typeof second === 'function') return second as Handler;
  if (typeof first === 'object' && first !== null && 'handler' in first) {
    const { handler } = first as { handler: unknown };
    if (typeof handler === 'function') return handler as Handler;
  }
  return undefined;
}

const realServe = Deno.serve.bind(Deno);
const fakeServer = {
  finished: new Promise<void>(() => undefined),
  addr: { transport: 'tcp' as const, hostname: '0.0.0.0', port: 0 },
  shutdown: () => Promise.resolve(),
  ref: () => undefined,
  unref: () => undefined,
  [Symbol.asyncDispose]: () => Promise.resolve(),
};
// A function's own server: its handler joins the router (one process, no port per function).
Deno.serve = ((...args: unknown[]) => {
  const handler = handlerOf(args);
  if (!capture || !handler) throw new Error('Deno.serve called outside of a function module');
  capture(handler);
  return fakeServer;
}) as unknown as typeof Deno.serve;

// The stack holds our stdin open: when it closes, the stack's Node process is gone (even by
// kill -9), and this process must not outlive it.
const exit = Deno.exit.bind(Deno);
void (async () => {
  for await (const _ of Deno.stdin.readable) {
    // Nothing is sent; only the end matters.
  }
  exit(0);
})();

// On hosted, Deno.exit in a function ends its worker, not the platform: here it fails the request.
Deno.exit = ((code?: number) => {
  throw new Error(`Deno.exit(${code ?? 0}) called by a function`);
}) as typeof Deno.exit;

// A stray rejection or timer error in one function must not take the other functions down.
globalThis.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  console.error('[functions] unhandled rejection:', event.reason);
});
globalThis.addEventListener('error', (event) => {
  event.preventDefault();
  console.error('[functions] uncaught error:', event.error);
});

const handlers = new Map<string, Handler>();
/** Module loads one at a time, so each `Deno.serve` call is attributed to the right function. */
let loading: Promise<unknown> = Promise.resolve();

function load(name: string): Promise<Handler> {
  const known = handlers.get(name);
  if (known) return Promise.resolve(known);
  const next = loading.then(async () => {
    const again = handlers.get(name);
    if (again) return again;
    let found: Handler | undefined;
    capture = (handler) => (found = handler);
    try {
      await import(new URL(`${name}/index.ts`, `file://${functionsDir}/`).href);
    } finally {
      capture = undefined;
    }
    if (!found) throw new Error(`function ${name} did not call Deno.serve`);
    handlers.set(name, found);
    return found;
  });
  loading = next.catch(() => undefined);
  return next;
}

const NAME = /^\/([A-Za-z][A-Za-z0-9_-]*)(\/|$)/;

const handleRequest = async (request: Request, info: Deno.ServeHandlerInfo) => {
  const name = NAME.exec(new URL(request.url).pathname)?.[1];
  if (!name) return errorResponse(WORKER_ERROR);
  let handler: Handler;
  try {
    handler = await load(name);
  } catch (error) {
    console.error(`[functions] ${name} failed to boot:`, error);
    return errorResponse(BOOT_ERROR);
  }
  try {
    const response = await handler(request, info);
    if (!(response instanceof Response)) throw new Error('the handler did not return a Response');
    return response;
  } catch (error) {
    console.error(`[functions] ${name}:`, error);
    return errorResponse(WORKER_ERROR);
  }
};

const listen = () =>
  realServe({ hostname: '127.0.0.1', port: 0, onListen: () => {}, handler: handleRequest });
// A development port picked for port 0 is held while asking again, so it is not picked twice.
const standIns: Deno.HttpServer[] = [];
let server = listen();
while (avoidedPorts.has(server.addr.port)) {
  standIns.push(server);
  server = listen();
}
await Promise.all(standIns.map((standIn) => standIn.shutdown()));
console.log(JSON.stringify({ port: server.addr.port }));
await server.finished;
