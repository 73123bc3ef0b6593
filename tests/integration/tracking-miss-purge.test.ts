/**
 * The privacy notice's promise about failed lookups (issue #48, item 6): the address of a miss
 * (an unknown number, a wrong party or offer key) is deleted once its window has passed, by a
 * job, whether or not anyone misses again: pg_cron's `purge-tracking-misses` on hosted (read
 * from the migrations, as hosted runs them) and the local stack's SQL jobs here.
 */
import { readFileSync } from 'node:fs';

import { afterEach, describe, expect, it } from 'vitest';

import { withClient } from '../../dev-support/pg-client';
import { listMigrations } from '../../local-stack/database';
import { LOCAL_SQL_JOBS, localIntervalMs, scheduleSqlJobs } from '../../local-stack/sql-jobs';
import { cronJobsIn } from '../../scripts/db-diff/cron-jobs';
import { sql, stack } from './support';

const JOB = 'purge-tracking-misses';
let client = '';

/** Misses of a client of this test's own, `ago` before now (a Postgres interval). */
async function missesAgo(...agos: string[]): Promise<void> {
  for (const ago of agos) {
    await sql(
      `insert into private.tracking_miss_log (client, network, missed_at)
       values ($1, $1, clock_timestamp() - $2::interval)`,
      [client, ago],
    );
  }
}

/** How long ago this client's misses were, oldest first, in whole minutes. */
async function keptMinutes(): Promise<number[]> {
  const rows = await sql<{ minutes: number }>(
    `select floor(extract(epoch from clock_timestamp() - missed_at) / 60)::int as minutes
       from private.tracking_miss_log where client = $1 order by missed_at`,
    [client],
  );
  return rows.map((row) => row.minutes);
}

afterEach(async () => {
  await sql('delete from private.tracking_miss_log where client = $1', [client]);
});

describe("a failed lookup's address", () => {
  it('is deleted by the hosted job once its 15 minutes have passed, without any new miss', async () => {
    client = `purge-hosted-${Date.now()}`;
    const hosted = cronJobsIn(listMigrations().map(({ file }) => readFileSync(file, 'utf8')));
    const job = hosted.get(JOB);
    // Every 5 minutes: with the window, what the privacy notice promises (retention-periods).
    expect(job?.schedule).toBe('*/5 * * * *');
    expect(job?.command).toBe('select private.purge_tracking_misses()');

    await missesAgo('2 hours', '15 minutes 1 second', '14 minutes', '1 minute');
    expect(await keptMinutes()).toEqual([120, 15, 14, 1]);
    // The block the migration runs on hosted parses (locally there is no pg_cron: it does
    // nothing); its statement is what pg_cron runs, as the job's owner (postgres).
    await sql(job?.block ?? '');
    const purged = await withClient(stack.dbUrl, async (owner) => {
      const { rows } = await owner.query<{ purge_tracking_misses: number }>(job?.command ?? '');
      return rows[0]?.purge_tracking_misses;
    });
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(await keptMinutes()).toEqual([14, 1]);
  });

  it('is deleted locally by the stack’s SQL jobs, every 5 minutes as on hosted', async () => {
    client = `purge-local-${Date.now()}`;
    const job = LOCAL_SQL_JOBS.find((candidate) => candidate.name === JOB);
    expect(job).toEqual({
      name: JOB,
      schedule: '*/5 * * * *',
      sql: 'select private.purge_tracking_misses()',
    });
    // The CLI runs the other (daily) jobs hourly; this one keeps its 5 minutes.
    expect(localIntervalMs(job?.schedule ?? '', 3_600_000)).toBe(5 * 60_000);

    await missesAgo('16 minutes', '3 minutes');
    const logged: string[] = [];
    const schedule = scheduleSqlJobs({
      dbUrl: stack.superuserDbUrl,
      jobs: job ? [job] : [],
      intervalMs: 3_600_000,
      firstRunMs: 0,
      log: (line) => logged.push(line),
    });
    try {
      await expect.poll(keptMinutes, { timeout: 10_000 }).toEqual([3]);
    } finally {
      await schedule.stop();
    }
    expect(logged).toEqual([]);
  });
});
