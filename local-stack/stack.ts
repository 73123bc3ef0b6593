import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { COMPANY } from '#common/company-facts';

import { withClient } from '../dev-support/pg-client';
import {
  assertPortFree,
  DEFAULT_API_PORT,
  DEFAULT_DB_PORT,
  startOnFreePorts,
  startOnPort,
} from '../dev-support/ports';
import { createAuthService } from './auth';
import {
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
  JWT_EXPIRY_SECONDS,
  MAX_BODY_BYTES,
  MIN_PASSWORD_LENGTH,
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
} from './config';
import { buildDatabase, migrate, updateServiceSchemas } from './database';
import { readAuthEmail, readInbucket } from './email-config';
import { createFunctionsRoute } from './functions/route';
import { createFunctionsRuntime, defaultDenoDir, PROJECT_ROOT } from './functions/runtime';
import { LOCAL_FUNCTION_JOBS, scheduleFunction } from './functions/schedule';
import { functionsEnv } from './functions/secrets';
import { startGateway } from './gateway';
import { startMailCatcher } from './mail';
import type { InboxLimits } from './mail/store';
import { startPostgres, stopOrphanedPostmaster } from './postgres';
import { startPostgrest } from './postgrest';
import { type AuthRateLimits, readAuthRateLimits, readFunctionsVerifyJwt } from './project-config';
import { syncEmailSiteUrl } from './site-url';
import { LOCAL_SQL_JOBS, localFirstRunMs, localIntervalMs, scheduleSqlJobs } from './sql-jobs';
import { readStorageConfig } from './storage/config';
import {
  createStoragePool,
  freshStorage,
  localStorageService,
  storageDirFor,
} from './storage/stack-setup';

/**
 * The header the Auth service counts a client by (its GOTRUE_RATE_LIMIT_HEADER). Hosted does not
 * publish its value; the address its edge saw reaches the project as `cf-connecting-ip`
 * (DECISIONS 17), and our gateway sets that header to the caller's socket address, as hosted
 * does. The CLI sets no rate-limit header, so `supabase start` limits nothing.
 */
const RATE_LIMIT_HEADER = 'cf-connecting-ip';

const FUNCTIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'functions');

export interface StartStackOptions {
  /** Data folder kept between runs. Default: a throw-away temp folder, removed on stop. */
  dataDir?: string;
  /** 0 = any free port. Default 54321, the Supabase CLI's API port. */
  apiPort?: number;
  /** 0 = any free port. Default 54322. */
  dbPort?: number;
  /** The mail catcher's inbox page and API. 0 = any free port. Default `[inbucket] port`, or 0 with apiPort 0. */
  inboxPort?: number;
  /** The mail catcher's SMTP port. 0 = any free port. Default `[inbucket] smtp_port`, or 0 with apiPort 0. */
  smtpPort?: number;
  /** How many messages, and how many bytes together, the inbox keeps (mail/store.ts). */
  inboxLimits?: Partial<InboxLimits>;
  /** Load supabase/seed.sql when the database is created. Default true. */
  seed?: boolean;
  /**
   * The public site every e-mail links to (Auth's and the customer e-mails'). Default
   * `[auth] site_url`; `npm start` passes the dev server's (local-stack/site-url.ts).
   */
  siteUrl?: string;
  /** Extra origins CORS allows besides loopback ones (e.g. a LAN address of the dev server). */
  allowedOrigins?: string[];
  /** Print the services' own log lines. */
  verbose?: boolean;
  /**
   * Replaces values of `[auth.rate_limit]` in supabase/config.toml, for a caller that signs in
   * or sends auth e-mail more often than one visitor would (the tests, the benchmark).
   */
  authRateLimit?: Partial<AuthRateLimits>;
  /**
   * Replaces the anonymous /recover requests one client may make an hour (5), for browser tests
   * in which every journey is a different person but all come from 127.0.0.1.
   */
  authRecoverPerClientPerHour?: number;
  /**
   * Replaces `[auth.email] max_frequency` (seconds), for browser tests that, as one client, ask
   * for a second link to one address within the configured minute.
   */
  authMaxFrequencySeconds?: number;
  /** The Edge Functions served at /functions/v1/<name>. Default supabase/functions. */
  functionsDir?: string;
  /** Secrets for the functions on top of `<functionsDir>/.env`, like the CLI's `--env-file`. */
  functionsEnvFile?: string;
  /** `verify_jwt` per function. Default: the `[functions.<name>]` tables of supabase/config.toml. */
  functionsVerifyJwt?: ReadonlyMap<string, boolean>;
  /** Serve a function anew when its files change (`npm start`, `npm run stack`). */
  watchFunctions?: boolean;
  /**
   * Run the customer e-mail worker (`email-outbox`) every this many milliseconds, as pg_cron
   * does every minute on hosted. Default: off (tests call the worker when they want it).
   */
  emailWorkerIntervalMs?: number;
  /**
   * Run the SQL jobs pg_cron runs on hosted (`LOCAL_SQL_JOBS`: the retention purges) and the
   * functions it calls besides the e-mail worker (`LOCAL_FUNCTION_JOBS`: the evidence purge)
   * every this many milliseconds, those pg_cron runs every few minutes as often as there (the
   * failed lookups' purge: every 5), the first run 10 s after start at most. Default: off
   * (tests call them).
   */
  sqlJobsIntervalMs?: number;
}

export interface RunningStack {
  apiUrl: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser connection string of the project database, for tests and tools. */
  superuserDbUrl: string;
  /** The mail catcher's inbox page and Mailpit-compatible API; null with `[inbucket] enabled = false`. */
  inboxUrl: string | null;
  /** The mail catcher's SMTP port; null when it is not running. */
  smtpPort: number | null;
  /** The site the e-mails link to. */
  siteUrl: string;
  dataDir: string;
  /** Where Storage keeps the objects' files (emptied by db:reset). */
  storageDir: string;
  /** The Deno process serving the Edge Functions, if it runs (tests kill it). */
  functionsPid: () => number | undefined;
  stop: () => Promise<void>;
}

/**
 * Brings up what a hosted Supabase project gives the app, on loopback only: PostgreSQL,
 * PostgREST and our Auth service behind one gateway. Reuses the data folder when it exists
 * (applying migrations added since), builds it from bootstrap + migrations + seed when not.
 */
export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const throwAway = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'stack-')), 'db');
  const log = options.verbose ? (line: string) => console.log(line) : () => undefined;

  if (!throwAway) await stopOrphanedPostmaster(dataDir);
  // A fixed port that is taken fails before anything starts, naming the variable to change.
  const apiPort = options.apiPort ?? DEFAULT_API_PORT;
  const dbPort = options.dbPort ?? DEFAULT_DB_PORT;
  if (apiPort !== 0) await assertPortFree(apiPort, 'SUPABASE_API_PORT');
  if (dbPort !== 0) await assertPortFree(dbPort, 'SUPABASE_DB_PORT');
  const inbucket = readInbucket();
  // A stack on a free API port (tests, scripts) takes free mail ports too, so it never collides
  // with a developer's `npm start`.
  const inboxPort = options.inboxPort ?? (apiPort === 0 ? 0 : inbucket.port);
  const smtpPort = options.smtpPort ?? (apiPort === 0 ? 0 : inbucket.smtpPort);
  if (inbucket.enabled) {
    if (inboxPort !== 0) await assertPortFree(inboxPort, 'SUPABASE_INBOX_PORT');
    if (smtpPort !== 0) await assertPortFree(smtpPort, 'SUPABASE_SMTP_PORT');
  }
  const authEmail = readAuthEmail();
  const siteUrl = options.siteUrl ?? authEmail.siteUrl;

  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
    if (throwAway) await fs.rm(path.dirname(dataDir), { recursive: true, force: true });
  };

  try {
    // Fixed ports once (checked above); free ones again on fresh ports when one was taken.
    const mail = !inbucket.enabled
      ? null
      : inboxPort !== 0 && smtpPort !== 0
        ? await startMailCatcher({
            webPort: inboxPort,
            smtpPort,
            limits: options.inboxLimits,
            log,
          })
        : await startOnFreePorts(
            async (nextFreePort) =>
              startMailCatcher({
                webPort: inboxPort || (await nextFreePort()),
                smtpPort: smtpPort || (await nextFreePort()),
                limits: options.inboxLimits,
                log,
              }),
            log,
          );
    if (mail) cleanups.push(() => mail.close());

    const postgres = await startOnPort(
      dbPort,
      (port) => startPostgres({ dataDir, port, throwAway, log }),
      log,
    );
    cleanups.push(() => postgres.stop());
    const storageConfig = readStorageConfig();
    // Connects when first used: after the database is built.
    const storagePool = createStoragePool(postgres.url('supabase_storage_admin'), log);
    cleanups.push(() => storagePool.end());
    const storage = localStorageService(storagePool, storageDirFor(dataDir));
    if (postgres.created) {
      await buildDatabase(postgres.url, { seed: options.seed ?? true });
      await freshStorage(storage.context, storageConfig);
    } else {
      await updateServiceSchemas(postgres.url());
      await migrate(postgres.url('postgres'));
    }
    await withClient(postgres.url(), (client) => syncEmailSiteUrl(client, siteUrl));

    const postgrest = await startOnFreePorts(
      async (nextFreePort) =>
        startPostgrest({
          dbUrl: postgres.url('authenticator'),
          port: await nextFreePort(),
          adminPort: await nextFreePort(),
          jwtSecret: DEMO_JWT_SECRET,
          log,
        }),
      log,
    );
    cleanups.push(() => postgrest.stop());

    const authPool = new pg.Pool({ connectionString: postgres.url('supabase_auth_admin'), max: 5 });
    // A reset drops the database under us; a broken idle client must not crash the process.
    authPool.on('error', (error) => log(`[auth pool] ${error.message}`));
    cleanups.push(() => authPool.end());

    await storage.context.files.sweepTemp();

    const rateLimits = { ...readAuthRateLimits(), ...options.authRateLimit };
    const functionsDir = options.functionsDir ?? FUNCTIONS_DIR;
    // The customer e-mails (issue #26) go to the catcher like Auth's, unless a secret says
    // otherwise; the site's links point at the dev server.
    const catcherPort = mail?.smtpPort ?? smtpPort;
    const emailDefaults: Record<string, string> = {
      SITE_URL: siteUrl,
      EMAIL_FROM: `${COMPANY.shortName} <${COMPANY.email}>`,
      ...(catcherPort
        ? { EMAIL_SMTP_HOST: '127.0.0.1', EMAIL_SMTP_PORT: String(catcherPort) }
        : {}),
    };
    let apiUrl = '';
    const functionsRuntime = createFunctionsRuntime({
      functionsDir,
      env: () =>
        functionsEnv(
          {
            apiUrl,
            anonKey: DEMO_ANON_KEY,
            serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
            dbUrl: postgres.url('postgres'),
          },
          functionsDir,
          options.functionsEnvFile,
          log,
          emailDefaults,
        ),
      denoDir: defaultDenoDir(),
      watch: options.watchFunctions ?? false,
      log,
    });
    cleanups.push(() => functionsRuntime.stop());
    const verifyJwt = options.functionsVerifyJwt ?? readFunctionsVerifyJwt();

    const gateway = await startOnPort(
      apiPort,
      (port) =>
        startGateway({
          port,
          postgrestUrl: postgrest.url,
          auth: createAuthService({
            pool: authPool,
            jwtSecret: DEMO_JWT_SECRET,
            jwtExpirySeconds: JWT_EXPIRY_SECONDS,
            refreshTokenReuseIntervalSeconds: REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
            issuer: `http://127.0.0.1:${port}/auth/v1`,
            siteUrl,
            minPasswordLength: MIN_PASSWORD_LENGTH,
            rateLimit: {
              ...rateLimits,
              header: RATE_LIMIT_HEADER,
              recoverPerClientPerHour: options.authRecoverPerClientPerHour,
            },
            email: {
              ...authEmail,
              siteUrl,
              maxFrequencySeconds: options.authMaxFrequencySeconds ?? authEmail.maxFrequencySeconds,
              emailSentPerHour: rateLimits.emailSent,
              // Hosted sends through the company's SMTP; locally the catcher gets everything.
              transport: authEmail.smtp ?? {
                host: '127.0.0.1',
                port: mail?.smtpPort ?? smtpPort,
                user: '',
                pass: '',
                adminEmail: inbucket.adminEmail,
                senderName: inbucket.senderName,
              },
            },
          }),
          storage: storageConfig.enabled ? storage.handle : undefined,
          functions: createFunctionsRoute({
            functionsDir,
            runtime: functionsRuntime,
            jwtSecret: DEMO_JWT_SECRET,
            verifyJwt: (name) => verifyJwt.get(name) ?? true,
          }),
          apiKeys: new Map([
            [DEMO_ANON_KEY, DEMO_ANON_KEY],
            [DEMO_SERVICE_ROLE_KEY, DEMO_SERVICE_ROLE_KEY],
            [DEMO_PUBLISHABLE_KEY, DEMO_ANON_KEY],
            [DEMO_SECRET_KEY, DEMO_SERVICE_ROLE_KEY],
          ]),
          allowedOrigins: options.allowedOrigins ?? [],
          maxBodyBytes: MAX_BODY_BYTES,
        }),
      log,
    );
    cleanups.push(() => gateway.close());
    apiUrl = gateway.url;
    // Started now but not waited for: the first request to a function waits for it instead,
    // so the stack is ready as soon as before.
    functionsRuntime.origin().catch((error: unknown) => log(`[functions] ${String(error)}`));
    if (options.emailWorkerIntervalMs !== undefined) {
      const schedule = scheduleFunction({
        url: `${gateway.url}/functions/v1/email-outbox`,
        serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
        intervalMs: options.emailWorkerIntervalMs,
        log,
      });
      // Before the runtime and the database stop: a run in flight finishes first.
      cleanups.push(() => schedule.stop());
    }
    if (options.sqlJobsIntervalMs !== undefined) {
      const jobs = scheduleSqlJobs({
        dbUrl: postgres.url(),
        jobs: LOCAL_SQL_JOBS,
        intervalMs: options.sqlJobsIntervalMs,
        log,
      });
      cleanups.push(() => jobs.stop());
      // The functions pg_cron calls on hosted (the evidence purge), at the SQL jobs' pace.
      for (const job of LOCAL_FUNCTION_JOBS) {
        const intervalMs = localIntervalMs(job.schedule, options.sqlJobsIntervalMs);
        const schedule = scheduleFunction({
          url: `${gateway.url}/functions/v1/${job.functionName}`,
          serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
          intervalMs,
          firstRunMs: localFirstRunMs(intervalMs),
          log,
        });
        cleanups.push(() => schedule.stop());
      }
    }

    return {
      apiUrl: gateway.url,
      dbUrl: postgres.url('postgres'),
      superuserDbUrl: postgres.url(),
      anonKey: DEMO_ANON_KEY,
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
      jwtSecret: DEMO_JWT_SECRET,
      inboxUrl: mail?.inboxUrl ?? null,
      smtpPort: mail?.smtpPort ?? null,
      siteUrl,
      dataDir: postgres.dataDir,
      storageDir: storageDirFor(dataDir),
      functionsPid: () => functionsRuntime.pid(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
