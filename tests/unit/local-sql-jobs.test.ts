/**
 * The local stack runs the same jobs pg_cron runs on hosted: every cron.schedule of
 * supabase/schemas/ that runs SQL is in LOCAL_SQL_JOBS (local-stack/sql-jobs.ts) with the same
 * schedule and statement, every one that calls an Edge Function is in LOCAL_FUNCTION_JOBS
 * (local-stack/functions/schedule.ts) with the same schedule and function, but the e-mail
 * worker's, which the stack calls at its own interval; nothing else is in them; a job pg_cron
 * runs every few minutes runs that often locally too.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LOCAL_FUNCTION_JOBS } from '../../local-stack/functions/schedule';
import { LOCAL_SQL_JOBS, localIntervalMs } from '../../local-stack/sql-jobs';
import { cronJobsIn } from '../../scripts/db-diff/cron-jobs';
import { declaredSchemaFiles } from '../../scripts/db-diff/declared-schema';

const FUNCTION_CALL = /^select private\.post_to_edge_function\('([\w-]+)', \d+\)$/;

const cronJobs = () => [
  ...cronJobsIn(declaredSchemaFiles().map((file) => readFileSync(file, 'utf8'))).values(),
];
const byName = <Job extends { name: string }>(jobs: readonly Job[]) =>
  [...jobs].sort((a, b) => a.name.localeCompare(b.name));

it('calls locally every Edge Function pg_cron calls on hosted, on its schedule', () => {
  const functionJobs = cronJobs().flatMap((job) => {
    const called = FUNCTION_CALL.exec(job.command)?.[1];
    return called && called !== 'email-outbox'
      ? [{ name: job.name, schedule: job.schedule, functionName: called }]
      : [];
  });
  expect(functionJobs.map((job) => job.functionName)).toContain('shipment-evidence-purge');
  expect(byName(LOCAL_FUNCTION_JOBS)).toEqual(byName(functionJobs));
});

it('runs locally every SQL job pg_cron runs on hosted, on its schedule', () => {
  const sqlJobs = cronJobs()
    .filter((job) => !job.command.includes('private.post_to_edge_function'))
    .map((job) => ({
      name: job.name,
      schedule: job.schedule,
      sql: job.command,
    }));
  expect(sqlJobs.map((job) => job.name)).toContain('purge-tracking-misses');
  expect(byName(LOCAL_SQL_JOBS)).toEqual(byName(sqlJobs));
});

describe('localIntervalMs', () => {
  const HOUR = 3_600_000;

  it('keeps a schedule of every N minutes, or every minute', () => {
    expect(localIntervalMs('*/5 * * * *', HOUR)).toBe(300_000);
    expect(localIntervalMs('*/1 * * * *', HOUR)).toBe(60_000);
    expect(localIntervalMs('* * * * *', HOUR)).toBe(60_000);
  });

  it('runs a daily or hourly job at the stack’s interval', () => {
    expect(localIntervalMs('17 3 * * *', HOUR)).toBe(HOUR);
    expect(localIntervalMs('0 * * * *', HOUR)).toBe(HOUR);
    expect(localIntervalMs('*/5 3 * * *', HOUR)).toBe(HOUR);
  });

  it('never runs a job less often than the stack’s interval', () => {
    expect(localIntervalMs('*/5 * * * *', 1_000)).toBe(1_000);
  });
});
