/**
 * Calls an Edge Function again and again, as pg_cron + pg_net call `email-outbox` every minute
 * on hosted (issue #26): POST with the service key, the next call `intervalMs` after the
 * previous one has answered, so two runs never overlap. Failures are logged, never thrown: a
 * function that is being edited or a database being reset must not stop the stack.
 */
import { repeat, type Repeating } from '../repeat';

export interface FunctionJob {
  /** The pg_cron job's name on hosted (the schema's cron.schedule call). */
  name: string;
  /** Its pg_cron schedule on hosted. */
  schedule: string;
  /** The Edge Function it calls. */
  functionName: string;
}

/**
 * What pg_cron calls through pg_net on hosted besides the e-mail worker (which runs at its own
 * interval here, `emailWorkerIntervalMs`); the stack runs these with the SQL jobs.
 * tests/unit/local-sql-jobs.test.ts checks it against supabase/schemas/jobs/cron.sql.
 */
export const LOCAL_FUNCTION_JOBS: readonly FunctionJob[] = [
  {
    name: 'purge-shipment-evidence',
    schedule: '47 3 * * *',
    functionName: 'shipment-evidence-purge',
  },
];

export interface FunctionScheduleOptions {
  url: string;
  serviceRoleKey: string;
  intervalMs: number;
  /** Delay before the first call. Default: `intervalMs`. */
  firstRunMs?: number;
  log: (line: string) => void;
}

export function scheduleFunction(options: FunctionScheduleOptions): Repeating {
  const runOnce = async () => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          authorization: `Bearer ${options.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      const body = await response.text();
      if (!response.ok) options.log(`[schedule] ${options.url}: ${response.status} ${body}`);
    } catch (error) {
      options.log(`[schedule] ${options.url}: ${String(error)}`);
    }
  };
  return repeat(runOnce, options.intervalMs, options.firstRunMs);
}
