import { describe, expect, it } from 'vitest';

import { changedCronJobs, cronJobsIn } from './cron-jobs';

const schedule = (name: string, when: string, command: string) => `do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    perform cron.schedule('${name}', '${when}', ${command});
  end if;
end;
$$;`;

describe('cronJobsIn', () => {
  it('keeps the last schedule of a job, across files, and forgets an unscheduled one', () => {
    const jobs = cronJobsIn([
      schedule('purge', '17 3 * * *', "'select 1'"),
      schedule('purge', '27 3 * * *', "'select  1'") + schedule('gone', '* * * * *', "'select 2'"),
      "select cron.unschedule('gone');",
    ]);
    expect([...jobs.keys()]).toEqual(['purge']);
    expect(jobs.get('purge')).toMatchObject({ schedule: '27 3 * * *', command: 'select 1' });
    expect(jobs.get('purge')?.block).toMatch(/^do \$\$[\s\S]*\$\$;$/);
  });

  it('reads a dollar-quoted command whole', () => {
    const jobs = cronJobsIn([
      schedule('outbox', '* * * * *', '$job$\n  select net.http_post(1);\n$job$'),
    ]);
    expect(jobs.get('outbox')?.command).toBe('select net.http_post(1);');
  });

  it('takes a command by its text, however it is quoted', () => {
    const quoted = cronJobsIn([schedule('purge', '1 * * * *', "'select ''x'''")]);
    const dollars = cronJobsIn([schedule('purge', '1 * * * *', "$job$select 'x'$job$")]);
    expect(quoted.get('purge')?.command).toBe("select 'x'");
    expect(changedCronJobs(quoted, dollars)).toEqual([]);
  });
});

describe('changedCronJobs', () => {
  it('names jobs missing on one side or scheduled differently, not equal ones', () => {
    const a = cronJobsIn([
      schedule('same', '1 * * * *', "'x'") + schedule('moved', '1 * * * *', "'y'"),
    ]);
    const b = cronJobsIn([
      schedule('same', '1 * * * *', "'x'") +
        schedule('moved', '2 * * * *', "'y'") +
        schedule('new', '1 * * * *', "'z'"),
    ]);
    expect(changedCronJobs(a, b).sort()).toEqual(['moved', 'new']);
  });
});
