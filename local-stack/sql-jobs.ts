/**
 * The local stand-in for the SQL jobs pg_cron runs on hosted Supabase (issue #36): each job's
 * statement as the superuser, one job after another, the first run shortly after start and the
 * next `intervalMs` after the previous one ended, so runs never overlap. A job pg_cron runs every
 * few minutes (`*\/5 * * * *`) runs that often here too, on a loop of its own (issue #48: the
 * privacy notice promises failed lookups are gone 20 minutes after). A failing job is logged,
 * never thrown: a database being reset must not stop the stack.
 */
import { withClient } from '../dev-support/pg-client';
import { repeat, type Repeating } from './repeat';

export interface SqlJob {
  /** The pg_cron job's name on hosted (the schema's cron.schedule call). */
  name: string;
  /** Its pg_cron schedule on hosted. */
  schedule: string;
  sql: string;
}

/**
 * What pg_cron runs on hosted, besides the e-mail worker (which the stack calls itself,
 * functions/schedule.ts): tests/unit/local-sql-jobs.test.ts checks it against the
 * cron.schedule calls of supabase/schemas/jobs/cron.sql.
 */
export const LOCAL_SQL_JOBS: readonly SqlJob[] = [
  {
    name: 'escrow-schedule',
    schedule: '* * * * *',
    sql: 'select private.escrow_schedule()',
  },
  {
    name: 'expire-transport-offers',
    schedule: '7 0 * * *',
    sql: 'select private.expire_transport_offers()',
  },
  {
    name: 'purge-deleted-shipments',
    schedule: '17 3 * * *',
    sql: 'select private.purge_deleted_shipments()',
  },
  {
    name: 'purge-expired-transport-requests',
    schedule: '37 3 * * *',
    sql: 'select private.purge_expired_transport_requests()',
  },
  {
    name: 'purge-tracking-misses',
    schedule: '*/5 * * * *',
    sql: 'select private.purge_tracking_misses()',
  },
  {
    name: 'recount-shipment-statuses',
    schedule: '27 3 * * *',
    sql: 'select private.recount_shipment_statuses()',
  },
];

/**
 * How often a job runs here: as on hosted when its schedule is every minute or every N minutes
 * (`*` or `*\/N` minutes, every hour, day, month and weekday), else every `intervalMs` (a laptop
 * is rarely up at 03:00, so a daily job runs more often, never less).
 */
export function localIntervalMs(schedule: string, intervalMs: number): number {
  const match = /^(\*|\*\/([1-9]\d*)) \* \* \* \*$/.exec(schedule.trim());
  if (!match) return intervalMs;
  return Math.min(Number(match[2] ?? 1) * 60_000, intervalMs);
}

/** When a job first runs after the stack starts: after its interval, 10 s at most. */
export function localFirstRunMs(intervalMs: number): number {
  return Math.min(intervalMs, 10_000);
}

export interface SqlJobsOptions {
  /** A superuser connection string. */
  dbUrl: string;
  jobs: readonly SqlJob[];
  /** For jobs pg_cron runs less often than every few minutes (localIntervalMs). */
  intervalMs: number;
  /** Delay before the first run. Default: the job's interval, at most 10 s. */
  firstRunMs?: number;
  log: (line: string) => void;
}

function runJobs(dbUrl: string, jobs: readonly SqlJob[], log: (line: string) => void) {
  return async () => {
    try {
      await withClient(dbUrl, async (client) => {
        // A dropped connection (a reset) must not crash the process.
        client.on('error', (error) => log(`[sql jobs] ${error.message}`));
        for (const job of jobs) {
          try {
            await client.query(job.sql);
          } catch (error) {
            log(`[sql jobs] ${job.name}: ${String(error)}`);
          }
        }
      });
    } catch (error) {
      log(`[sql jobs] ${String(error)}`);
    }
  };
}

/** One loop per interval (jobs of the same interval run in order, one run at a time). */
export function scheduleSqlJobs(options: SqlJobsOptions): Repeating {
  const byInterval = new Map<number, SqlJob[]>();
  for (const job of options.jobs) {
    const intervalMs = localIntervalMs(job.schedule, options.intervalMs);
    byInterval.set(intervalMs, [...(byInterval.get(intervalMs) ?? []), job]);
  }
  const loops = [...byInterval].map(([intervalMs, jobs]) =>
    repeat(
      runJobs(options.dbUrl, jobs, options.log),
      intervalMs,
      options.firstRunMs ?? localFirstRunMs(intervalMs),
    ),
  );
  return {
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
