/**
 * The local stack runs the same SQL jobs pg_cron runs on hosted (local-stack/sql-jobs.ts): every
 * cron.schedule of supabase/schemas/ that runs SQL (not the e-mail worker's HTTP call, which the
 * stack makes itself) is in LOCAL_SQL_JOBS with the same schedule and statement, and nothing
 * else is; a job pg_cron runs every few minutes runs that often locally too.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { LOCAL_SQL_JOBS, localIntervalMs } from '../../local-stack/sql-jobs';
import { cronJobsIn } from '../../scripts/db-diff/cron-jobs';
import { declaredSchemaFiles } from '../../scripts/db-diff/declared-schema';

it('runs locally every SQL job pg_cron runs on hosted, on its schedule', () => {
  const jobs = cronJobsIn(declaredSchemaFiles().map((file) => readFileSync(file, 'utf8')));
  const sqlJobs = [...jobs.values()]
    .filter((job) => !job.command.includes('net.http_post'))
    .map((job) => ({
      name: job.name,
      schedule: job.schedule,
      sql: job.command,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(sqlJobs.map((job) => job.name)).toContain('purge-tracking-misses');
  expect([...LOCAL_SQL_JOBS].sort((a, b) => a.name.localeCompare(b.name))).toEqual(sqlJobs);
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
