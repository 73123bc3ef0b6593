/**
 * The local stand-in for the SQL jobs pg_cron runs on hosted Supabase (issue #36): each job's
 * statement as the superuser, one job after another, the first run shortly after start and the
 * next `intervalMs` after the previous one ended, so runs never overlap. A failing job is
 * logged, never thrown: a database being reset must not stop the stack.
 */
import { withClient } from '../dev-support/pg-client';

export interface SqlJob {
  /** The pg_cron job's name on hosted (the schema's cron.schedule call). */
  name: string;
  sql: string;
}

/**
 * What pg_cron runs on hosted, besides the e-mail worker (which the stack calls itself,
 * functions/schedule.ts): tests/unit/local-sql-jobs.test.ts checks it against the schema's
 * cron.schedule calls.
 */
export const LOCAL_SQL_JOBS: readonly SqlJob[] = [
  { name: 'expire-transport-offers', sql: 'select private.expire_transport_offers()' },
  { name: 'purge-deleted-shipments', sql: 'select private.purge_deleted_shipments()' },
  {
    name: 'purge-expired-transport-requests',
    sql: 'select private.purge_expired_transport_requests()',
  },
  { name: 'recount-shipment-statuses', sql: 'select private.recount_shipment_statuses()' },
];

export interface SqlJobsOptions {
  /** A superuser connection string. */
  dbUrl: string;
  jobs: readonly SqlJob[];
  intervalMs: number;
  /** Delay before the first run. Default: the interval, at most 10 s. */
  firstRunMs?: number;
  log: (line: string) => void;
}

export interface SqlJobsSchedule {
  /** Stops the schedule; waits for a run in flight. */
  stop: () => Promise<void>;
}

export function scheduleSqlJobs(options: SqlJobsOptions): SqlJobsSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      await withClient(options.dbUrl, async (client) => {
        // A dropped connection (a reset) must not crash the process.
        client.on('error', (error) => options.log(`[sql jobs] ${error.message}`));
        for (const job of options.jobs) {
          try {
            await client.query(job.sql);
          } catch (error) {
            options.log(`[sql jobs] ${job.name}: ${String(error)}`);
          }
        }
      });
    } catch (error) {
      options.log(`[sql jobs] ${String(error)}`);
    }
  };

  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => next(options.intervalMs));
    }, delayMs);
  };
  next(options.firstRunMs ?? Math.min(options.intervalMs, 10_000));

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
