/**
 * The local stand-in for pg_cron (schedule.ts): calls with the service key, never two runs at
 * once even when a run takes longer than the interval, and stop() waits for the run in flight.
 */
import http from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { scheduleFunction } from './schedule';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A function that takes `ms` to answer and records how many calls were in flight at once. */
async function slowFunction(ms: number) {
  const seen = { calls: 0, inFlight: 0, maxInFlight: 0, auth: [] as string[] };
  server = http.createServer((req, res) => {
    seen.calls += 1;
    seen.inFlight += 1;
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    seen.auth.push(`${req.method} ${req.headers.authorization ?? ''}`);
    setTimeout(() => {
      seen.inFlight -= 1;
      res.end('{}');
    }, ms);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/functions/v1/email-outbox`, seen };
}

describe('scheduleFunction', () => {
  it('runs again and again, one run at a time, and stop() waits for the one in flight', async () => {
    const { url, seen } = await slowFunction(60);
    const schedule = scheduleFunction({
      url,
      serviceRoleKey: 'service-key',
      intervalMs: 5,
      log: () => undefined,
    });
    await expect.poll(() => seen.calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    await schedule.stop();
    expect(seen.inFlight).toBe(0);
    const calls = seen.calls;
    expect(seen.maxInFlight).toBe(1);
    expect(new Set(seen.auth)).toEqual(new Set(['POST Bearer service-key']));
    // Nothing after stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.calls).toBe(calls);
  });

  it('keeps going after a failing run, logging it', async () => {
    const lines: string[] = [];
    const schedule = scheduleFunction({
      url: 'http://127.0.0.1:1/functions/v1/email-outbox',
      serviceRoleKey: 'k',
      intervalMs: 5,
      log: (line) => lines.push(line),
    });
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    await schedule.stop();
    expect(lines[0]).toContain('[schedule] http://127.0.0.1:1/functions/v1/email-outbox');
  });
});
