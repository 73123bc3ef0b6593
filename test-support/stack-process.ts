/**
 * A local stack in a Node process of its own, for tests that measure the stack's memory: run
 * with `fork(…, { execArgv: ['--import', 'tsx'] })`. It sends `{ apiUrl, serviceRoleKey }` when
 * ready and answers `'rss'` with its RSS now and the highest seen since the last `'rss'`
 * (bytes, sampled every 10 ms). It stops when the parent disconnects, also while starting.
 */
import { startStack } from '../local-stack/stack';

export interface StackProcessReady {
  apiUrl: string;
  serviceRoleKey: string;
}

export interface StackProcessRss {
  now: number;
  peak: number;
}

const send = process.send?.bind(process);
if (send) {
  let stop = () => Promise.resolve();
  process.on('disconnect', () => {
    void stop().finally(() => process.exit(0));
  });
  const stack = await startStack({ apiPort: 0, dbPort: 0 });
  stop = stack.stop;
  if (!process.connected) process.emit('disconnect');
  let peak = process.memoryUsage.rss();
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10).unref();
  process.on('message', (message) => {
    if (message !== 'rss') return;
    const now = process.memoryUsage.rss();
    send({ now, peak: Math.max(peak, now) } satisfies StackProcessRss);
    peak = now;
  });
  send({ apiUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey } satisfies StackProcessReady);
}
