/**
 * Deno's permission broker (`DENO_PERMISSION_BROKER_PATH`): Deno asks this socket about every
 * permission its flags do not grant outright, one JSON line per check, and does what it answers.
 *
 * Why not flags alone: hosted Edge Functions cannot open ports 25 and 587 on any host, and
 * `--deny-net` cannot say so. Its `:25` covers only the local names (127.0.0.1, localhost,
 * 0.0.0.0); `[::1]:25`, any other IPv6 address and every remote host went through. Deno checks a
 * connection on the host and port it was given, before resolving, whatever the API (fetch,
 * Deno.connect, connectTls, node:net, node:tls), so a rule on the port alone covers every
 * spelling of every host.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { readLines } from '../read-lines';

const BLOCKED_PORTS: readonly number[] = [25, 587];

export interface BrokerPolicy {
  /** Files and folders a function may read (its own folder, node_modules, common/). */
  readRoots: readonly string[];
}

type Answer = { result: 'allow' } | { result: 'deny'; reason: string };

/** The port of a net check's value: `host:port`, `[v6]:port`; none for a bare host. */
function portOf(value: string): number | undefined {
  const match = /:(\d+)$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function inside(file: string, root: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * What a function may do: the network but ports 25/587, importing modules from any host (as a
 * deploy bundles them; Deno asks `import host:port` for a remote import), reading its roots,
 * the environment.
 */
export function decide(permission: string, value: string | null, policy: BrokerPolicy): Answer {
  if (permission === 'net' || permission === 'import') {
    const port = value === null ? undefined : portOf(value);
    if (port !== undefined && BLOCKED_PORTS.includes(port)) {
      return {
        result: 'deny',
        reason: `Outgoing connections to port ${port} are blocked, as on hosted Edge Functions (ports ${BLOCKED_PORTS.join(' and ')}): send mail over 465 or an HTTP API`,
      };
    }
    return { result: 'allow' };
  }
  if (permission === 'read' && value !== null) {
    const file = path.resolve(value);
    if (policy.readRoots.some((root) => inside(file, root))) return { result: 'allow' };
    return { result: 'deny', reason: `Functions may read only their own files, not ${file}` };
  }
  if (permission === 'env') return { result: 'allow' };
  return { result: 'deny', reason: `Functions have no ${permission} access locally` };
}

export interface PermissionBroker {
  socketPath: string;
  close(): Promise<void>;
}

/** Listens on a socket in a new folder only this user can enter. */
export async function startPermissionBroker(
  policy: BrokerPolicy,
  log: (line: string) => void,
): Promise<PermissionBroker> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'functions-broker-'));
  const socketPath = path.join(folder, 'broker.sock');
  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.on('close', () => connections.delete(connection));
    // Deno gone (stopped with an answer unread: ECONNRESET): nothing left to answer.
    connection.on('error', () => undefined);
    readLines(connection, (line) => {
      let request: { id?: unknown; permission?: unknown; value?: unknown };
      try {
        request = JSON.parse(line) as typeof request;
      } catch {
        log(`[functions] permission broker: unreadable request ${line.slice(0, 200)}`);
        return;
      }
      const answer = decide(
        String(request.permission),
        typeof request.value === 'string' ? request.value : null,
        policy,
      );
      connection.write(`${JSON.stringify({ id: request.id, ...answer })}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.destroy();
      await closed;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
