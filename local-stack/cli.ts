/**
 * The local stack's commands:
 *   tsx local-stack/cli.ts start     local stack + Vite dev server (npm start)
 *   tsx local-stack/cli.ts stack     the backend alone (npm run stack)
 *   tsx local-stack/cli.ts reset     rebuild the local database, empty Storage (npm run db:reset)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import {
  SEED_RECIPIENT_KEY,
  SEED_STAFF_EMAIL,
  SEED_STAFF_PASSWORD,
  SEED_TRACKING_NUMBER,
} from '../dev-support/demo-seed';
import {
  assertPortFree,
  DEFAULT_API_PORT,
  DEFAULT_DB_PORT,
  DEFAULT_SITE_PORT,
  PortInUseError,
} from '../dev-support/ports';
import { LOCAL_DATA_DIR } from './config';
import { readAuthEmail, readInbucket } from './email-config';
import { DEFAULT_INBOX_LIMITS } from './mail/store';
import { PostgresSetupError } from './postgres';
import { resetLocalDatabase } from './reset';
import { devSiteUrl } from './site-url';
import { type RunningStack, startStack } from './stack';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}=${raw} is not a port number (1-65535).`);
  }
  return port;
}

/** A whole number from the environment, 0 or more, or the default; `meaning` names it. */
function wholeNumberFromEnv(name: string, fallback: number, meaning: string): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name}=${raw} is not ${meaning}.`);
  return value;
}

/** Milliseconds from the environment (`0` is allowed: back to back). */
function intervalFromEnv(name: string, fallback: number): number {
  return wholeNumberFromEnv(name, fallback, 'a number of milliseconds');
}

/** An inbox limit from the environment (`0`: no limit, as Mailpit's `--max 0`). */
function limitFromEnv(name: string, fallback: number): number {
  return wholeNumberFromEnv(name, fallback, 'a whole number (0 for no limit)');
}

const MB = 2 ** 20;

const dataDir = path.resolve(process.env.SUPABASE_DATA_DIR ?? LOCAL_DATA_DIR);

/**
 * `--env-file <path>`: secrets for the Edge Functions on top of supabase/functions/.env, as
 * `supabase functions serve --env-file` takes them.
 */
function envFileArgument(): string | undefined {
  const at = process.argv.indexOf('--env-file');
  if (at === -1) return undefined;
  const file = process.argv[at + 1];
  if (!file) throw new Error('--env-file needs a path.');
  if (!existsSync(file)) throw new Error(`--env-file ${file}: no such file.`);
  return path.resolve(file);
}

function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

function printStack(stack: RunningStack): void {
  console.log(`API URL:          ${stack.apiUrl}`);
  console.log(`Data folder:      ${stack.dataDir}`);
  console.log(`Storage files:    ${stack.storageDir}  (${stack.apiUrl}/storage/v1)`);
  console.log(`Functions URL:    ${stack.apiUrl}/functions/v1/<name>`);
  console.log(`DB URL:           ${stack.dbUrl}`);
  if (stack.inboxUrl) {
    console.log(
      `Inbox URL:        ${stack.inboxUrl}  (every e-mail Auth and the customer e-mail worker send locally)`,
    );
  }
  console.log(`E-mail links:     ${stack.siteUrl}  (the site every e-mail's links open)`);
  console.log(`anon key:         ${stack.anonKey}`);
  console.log(`service_role key: ${stack.serviceRoleKey}`);
  console.log(`Staff login (local only): ${SEED_STAFF_EMAIL} / ${SEED_STAFF_PASSWORD}`);
}

async function bringUpStack(siteUrl?: string): Promise<RunningStack> {
  return startStack({
    dataDir,
    siteUrl,
    apiPort: portFromEnv('SUPABASE_API_PORT', DEFAULT_API_PORT),
    dbPort: portFromEnv('SUPABASE_DB_PORT', DEFAULT_DB_PORT),
    inboxPort: portFromEnv('SUPABASE_INBOX_PORT', readInbucket().port),
    smtpPort: portFromEnv('SUPABASE_SMTP_PORT', readInbucket().smtpPort),
    inboxLimits: {
      maxMessages: limitFromEnv('SUPABASE_INBOX_MAX_MESSAGES', DEFAULT_INBOX_LIMITS.maxMessages),
      maxBytes: limitFromEnv('SUPABASE_INBOX_MAX_MB', DEFAULT_INBOX_LIMITS.maxBytes / MB) * MB,
    },
    verbose: process.env.STACK_VERBOSE === '1',
    functionsEnvFile: envFileArgument(),
    watchFunctions: true,
    emailWorkerIntervalMs: intervalFromEnv('EMAIL_WORKER_INTERVAL_MS', 5_000),
    // pg_cron runs most daily on hosted; hourly here, as a laptop is rarely up at 03:00. The
    // failed lookups' purge runs every 5 minutes, as on hosted (sql-jobs.ts localIntervalMs).
    sqlJobsIntervalMs: intervalFromEnv('SQL_JOBS_INTERVAL_MS', 3_600_000),
  });
}

async function commandStack(): Promise<void> {
  const started = Date.now();
  const stack = await bringUpStack();
  onShutdown(stack.stop);
  console.log(`Local Supabase stack ready in ${Date.now() - started} ms`);
  printStack(stack);
  console.log('Press Ctrl-C to stop.');
}

async function commandStart(): Promise<void> {
  const sitePort = portFromEnv('SITE_PORT', DEFAULT_SITE_PORT);
  await assertPortFree(sitePort, 'SITE_PORT');
  const stack = await bringUpStack(devSiteUrl(readAuthEmail().siteUrl, sitePort));
  process.env.VITE_SUPABASE_URL = stack.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  const { createServer } = await import('vite');
  const site = await createServer({
    server: { port: sitePort, strictPort: true, host: '127.0.0.1' },
  });
  onShutdown(async () => {
    await site.close();
    await stack.stop();
  });
  await site.listen();
  console.log('');
  console.log(`Site:             http://127.0.0.1:${sitePort}/`);
  console.log(
    `Demo party link:  http://127.0.0.1:${sitePort}/en/tracking?id=${SEED_TRACKING_NUMBER}&k=${SEED_RECIPIENT_KEY}`,
  );
  printStack(stack);
  console.log('Press Ctrl-C to stop.');
}

async function commandReset(): Promise<void> {
  const started = Date.now();
  await resetLocalDatabase({
    dataDir,
    dbPort: portFromEnv('SUPABASE_DB_PORT', DEFAULT_DB_PORT),
  });
  console.log(
    `Local database rebuilt from migrations and seed, stored files emptied, in ${Date.now() - started} ms.`,
  );
}

const commands: Record<string, () => Promise<void>> = {
  start: commandStart,
  stack: commandStack,
  reset: commandReset,
};

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`usage: tsx local-stack/cli.ts <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
command().catch((error: unknown) => {
  const known = error instanceof PortInUseError || error instanceof PostgresSetupError;
  console.error(known ? error.message : error);
  process.exit(1);
});
