import net from 'node:net';

/** Ports of `supabase start` (supabase/cli pkg/config/templates/config.toml), and Vite's. */
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;
export const DEFAULT_SITE_PORT = 5173;

/**
 * The ports `npm start` takes: the Supabase CLI's block 54321–54325 (API, database, Studio,
 * inbox, SMTP) and Vite's 5173. They lie inside Linux's range of ports the OS hands out for
 * port 0 (32768–60999), so a test stack on "any free port" could take one and `npm start` would
 * then fail; no test or tool ever listens on them (issue #38).
 */
export const DEVELOPMENT_PORTS: ReadonlySet<number> = new Set([
  ...Array.from({ length: 5 }, (_, index) => DEFAULT_API_PORT + index),
  DEFAULT_SITE_PORT,
]);

const listenOn = (server: net.Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      resolve((server.address() as net.AddressInfo).port);
    });
  });

const closeServer = (server: net.Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Lets `server` listen on a free loopback port that is not a development port: one the OS picks
 * is held by a stand-in while the server asks again, so the same one is not picked twice.
 */
export async function listenOnFreePort(server: net.Server): Promise<number> {
  const standIns: net.Server[] = [];
  try {
    for (;;) {
      const port = await listenOn(server, 0);
      if (!DEVELOPMENT_PORTS.has(port)) return port;
      await closeServer(server);
      const standIn = net.createServer();
      standIns.push(standIn);
      await listenOn(standIn, port);
    }
  } finally {
    await Promise.all(standIns.map(closeServer));
  }
}

/** A port the OS says is free right now and no development port (bind, read it back, release). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.unref();
  const port = await listenOnFreePort(server);
  await closeServer(server);
  return port;
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly envName: string,
  ) {
    super(
      `Port ${port} is already in use (another "npm start" or "supabase start"?). ` +
        `Stop that process or choose another port, e.g. ${envName}=<port> npm start`,
    );
    this.name = 'PortInUseError';
  }
}

/** Fails early, with the variable to change, instead of a cryptic EADDRINUSE from a child. */
export async function assertPortFree(port: number, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, envName) : error);
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** A server that could not bind because another process holds its port (Node, PostgreSQL, PostgREST). */
function isPortTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ||
    /Address (already )?in use/i.test(error.message)
  );
}

/** How often a server is started on fresh ports before its bind failure is final. */
const FREE_PORT_ATTEMPTS = 3;

/**
 * Starts a server on ports the OS called free a moment ago (`freePort` hands out one per call).
 * Another process (a parallel test's outgoing connection) can take one in between and the server
 * then fails to bind: it is started again on fresh ports instead of failing the stack.
 */
export async function startOnFreePorts<T>(
  start: (nextFreePort: () => Promise<number>) => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const handedOut: number[] = [];
    const nextFreePort = async () => {
      const port = await freePort();
      handedOut.push(port);
      return port;
    };
    try {
      return await start(nextFreePort);
    } catch (error) {
      if (!isPortTaken(error) || attempt === FREE_PORT_ATTEMPTS) throw error;
      log(`port ${handedOut.join(' or ')} was taken meanwhile; trying fresh ports`);
    }
  }
}

/**
 * Starts a server on the port option `requested`: a fixed port once (the caller checked it with
 * assertPortFree), 0 on any free port, again on a fresh one if it was taken meanwhile.
 */
export async function startOnPort<T>(
  requested: number,
  start: (port: number) => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  if (requested !== 0) return start(requested);
  return startOnFreePorts(async (nextFreePort) => start(await nextFreePort()), log);
}
