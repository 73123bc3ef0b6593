/**
 * The scheduled (pg_cron) jobs the SQL asks for. pg_cron exists on hosted Supabase only, so
 * neither throw-away database has the jobs: they are read from the SQL text instead, the last
 * cron.schedule or cron.unschedule of a job name deciding, as it would in the database.
 */
export interface CronJob {
  name: string;
  schedule: string;
  /** The statement pg_cron runs, as text (quoted '…' or $tag$…$tag$ alike), spaces collapsed. */
  command: string;
  /** The `do $$ … $$;` block that schedules it, to copy into a migration. */
  block: string;
}

const CALL =
  /cron\.(schedule|unschedule)\(\s*'([^']+)'(?:\s*,\s*'([^']+)'\s*,\s*(\$(\w*)\$[\s\S]*?\$\5\$|'(?:[^']|'')*'))?\s*\)/g;

/** A string constant's text: '…' with '' for a quote, or $tag$…$tag$ taken as it is. */
function constantText(constant: string): string {
  if (constant.startsWith("'")) return constant.slice(1, -1).replace(/''/g, "'");
  const tag = /^\$\w*\$/.exec(constant)![0];
  return constant.slice(tag.length, -tag.length);
}

function enclosingBlock(sql: string, at: number): string {
  const start = sql.lastIndexOf('do $$', at);
  const end = sql.indexOf('\n$$;', at);
  if (start < 0 || end < 0)
    throw new Error(`cron.schedule outside a do $$ … $$; block: ${sql.slice(at, at + 80)}`);
  return sql.slice(start, end + '\n$$;'.length);
}

/** The jobs the given SQL texts leave scheduled, applied in the order given. */
export function cronJobsIn(texts: string[]): Map<string, CronJob> {
  const jobs = new Map<string, CronJob>();
  for (const sql of texts) {
    for (const match of sql.matchAll(CALL)) {
      const [, verb, name, schedule, command] = match;
      if (!name) continue;
      if (verb === 'unschedule') jobs.delete(name);
      else if (schedule && command) {
        jobs.set(name, {
          name,
          schedule,
          command: constantText(command).replace(/\s+/g, ' ').trim(),
          block: enclosingBlock(sql, match.index),
        });
      }
    }
  }
  return jobs;
}

/** Jobs that differ, by name: missing in one, or another schedule or command. */
export function changedCronJobs(
  first: Map<string, CronJob>,
  second: Map<string, CronJob>,
): string[] {
  const names = new Set([...first.keys(), ...second.keys()]);
  return [...names].filter((name) => {
    const a = first.get(name);
    const b = second.get(name);
    return a?.schedule !== b?.schedule || a?.command !== b?.command;
  });
}
