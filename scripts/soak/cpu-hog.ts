import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** One thread spinning until its deadline: busy, never sleeping, so the cores stay taken. */
const SPIN = `
const { workerData } = require('node:worker_threads');
let x = 0;
while (Date.now() < workerData.until) {
  for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003;
}
`;

export interface CpuHog {
  threads: number;
  stop: () => Promise<void>;
}

/**
 * Keeps `threads` cores busy (default: all of them) for at most `maxMs`, so timing races show up
 * as they do on a loaded CI machine. The deadline is the hog's own: a soak that dies leaves no
 * spinning thread behind for longer than that (and threads end with the process anyway).
 */
export function startCpuHog(options: { threads?: number; maxMs: number }): CpuHog {
  const threads = options.threads ?? availableParallelism();
  const until = Date.now() + options.maxMs;
  const workers = Array.from(
    { length: threads },
    () => new Worker(SPIN, { eval: true, workerData: { until } }),
  );
  return {
    threads,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
