/**
 * The local stand-in for pg_cron's SQL jobs (sql-jobs.ts), against a throw-away PostgreSQL:
 * the jobs run in order, again and again, never two runs at once; a failing job is logged and
 * the others still run; stop() waits for the run in flight and nothing runs after it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { withClient } from '../dev-support/pg-client';
import { freePort } from '../dev-support/ports';
import { type RunningPostgres, startPostgres } from './postgres';
import { scheduleSqlJobs } from './sql-jobs';

let postgres: RunningPostgres;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sql-jobs-'));
  postgres = await startPostgres({
    dataDir: path.join(folder, 'db'),
    port: await freePort(),
    throwAway: true,
    log: () => undefined,
  });
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
  await fs.rm(folder, { recursive: true, force: true });
});

const query = (sql: string) =>
  withClient(postgres.url(), async (client) => (await client.query<{ step: string }>(sql)).rows);

beforeEach(async () => {
  await query('drop table if exists job_log; create table job_log (n serial, step text)');
});

/** A run: start, a pause, end. Overlapping runs would write start, start. */
const DAILY = '17 3 * * *';
const RUN = [
  { name: 'start', schedule: DAILY, sql: "insert into job_log (step) values ('start')" },
  { name: 'pause', schedule: DAILY, sql: 'select pg_sleep(0.03)' },
  { name: 'end', schedule: DAILY, sql: "insert into job_log (step) values ('end')" },
];

async function steps(): Promise<string[]> {
  return (await query('select step from job_log order by n')).map((row) => row.step);
}

describe('scheduleSqlJobs', () => {
  it('runs the jobs in order, again and again, one run at a time', async () => {
    const schedule = scheduleSqlJobs({
      dbUrl: postgres.url(),
      jobs: RUN,
      intervalMs: 1,
      firstRunMs: 0,
      log: () => undefined,
    });
    await expect
      .poll(async () => (await steps()).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(8);
    await schedule.stop();
    const done = await steps();
    expect(done.length % 2).toBe(0);
    expect(done).toEqual(done.map((_, index) => (index % 2 === 0 ? 'start' : 'end')));
    // Nothing after stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await steps()).toEqual(done);
  });

  it('waits for the first run, logs a failing job and still runs the others', async () => {
    const lines: string[] = [];
    const startedAt = Date.now();
    const schedule = scheduleSqlJobs({
      dbUrl: postgres.url(),
      jobs: [
        { name: 'broken', schedule: DAILY, sql: 'select private.no_such_function()' },
        RUN[0]!,
      ],
      intervalMs: 60_000,
      firstRunMs: 200,
      log: (line) => lines.push(line),
    });
    await expect.poll(steps, { timeout: 5_000 }).toEqual(['start']);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(200);
    await schedule.stop();
    expect(lines).toEqual([
      expect.stringMatching(/^\[sql jobs\] broken: error: schema "private" does not exist/),
    ]);
  });

  it('logs a database it cannot reach and keeps going', async () => {
    const lines: string[] = [];
    const schedule = scheduleSqlJobs({
      dbUrl: `postgresql://postgres@127.0.0.1:${await freePort()}/postgres`,
      jobs: RUN,
      intervalMs: 5,
      firstRunMs: 0,
      log: (line) => lines.push(line),
    });
    await expect.poll(() => lines.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await schedule.stop();
    expect(lines[0]).toMatch(/^\[sql jobs\] Error: connect ECONNREFUSED/);
  });
});
