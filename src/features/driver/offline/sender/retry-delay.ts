/** Waits between attempts after network trouble: quick at first, then once a minute. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000] as const;

export function retryDelay(failures: number, delays: readonly number[] = RETRY_DELAYS_MS): number {
  return delays[Math.min(failures, delays.length) - 1] ?? 0;
}
