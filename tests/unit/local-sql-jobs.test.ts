/**
 * The local stack runs the same SQL jobs pg_cron runs on hosted (local-stack/sql-jobs.ts): every
 * cron.schedule of supabase/schemas/ that runs SQL (not the e-mail worker's HTTP call, which the
 * stack makes itself) is in LOCAL_SQL_JOBS with the same statement, and nothing else is.
 */
import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { LOCAL_SQL_JOBS } from '../../local-stack/sql-jobs';
import { cronJobsIn } from '../../scripts/db-diff/cron-jobs';
import { declaredSchemaFiles } from '../../scripts/db-diff/declared-schema';

it('runs locally every SQL job pg_cron runs on hosted', () => {
  const jobs = cronJobsIn(declaredSchemaFiles().map((file) => readFileSync(file, 'utf8')));
  const sqlJobs = [...jobs.values()]
    .filter((job) => !job.command.includes('net.http_post'))
    .map((job) => ({ name: job.name, sql: job.command.replace(/^'|'$/g, '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(sqlJobs.map((job) => job.name)).toContain('purge-expired-transport-requests');
  expect([...LOCAL_SQL_JOBS].sort((a, b) => a.name.localeCompare(b.name))).toEqual(sqlJobs);
});
