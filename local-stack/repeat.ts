/**
 * The one timer loop of the local stack's schedules (functions/schedule.ts, sql-jobs.ts): a run,
 * then the next one `intervalMs` after it ended, so two runs never overlap. `run` must not
 * throw; each schedule logs its own failures.
 */
export interface Repeating {
  /** Stops the loop; waits for a run in flight. */
  stop: () => Promise<void>;
}

export function repeat(
  run: () => Promise<void>,
  intervalMs: number,
  firstRunMs = intervalMs,
): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => next(intervalMs));
    }, delayMs);
  };
  next(firstRunMs);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
