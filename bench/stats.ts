/**
 * Summary statistics of latency samples.
 *
 * Percentiles use the nearest-rank method: for n samples sorted ascending, the p-th percentile
 * (0 < p <= 100) is the sample at 1-based rank ceil(p / 100 * n). It is always one of the
 * measured values (no interpolation), so "p99 = 12.3 ms" means at least 99 % of the samples
 * took 12.3 ms or less and at least one took exactly that. With few samples the high
 * percentiles are the slowest samples: p99 of 200 samples is the 198th value, p99 of fewer
 * than 100 samples is the maximum. The median of 3 runs is the middle one.
 */

export interface Summary {
  count: number;
  min: number;
  max: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
}

/** Nearest-rank percentile of samples already sorted ascending. */
function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  const value = sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
  if (value === undefined) throw new Error('unreachable: rank out of range');
  return value;
}

function first(sorted: readonly number[]): number {
  const value = sorted[0];
  if (value === undefined) throw new Error('minimum of no samples');
  return value;
}

function sortedCopy(samples: readonly number[]): number[] {
  return [...samples].sort((a, b) => a - b);
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  return percentileOfSorted(sortedCopy(samples), p);
}

/** The nearest-rank median (for an odd count, the middle value). */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

function mean(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('mean of no samples');
  let total = 0;
  for (const sample of samples) total += sample;
  return total / samples.length;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = sortedCopy(samples);
  return {
    count: sorted.length,
    min: first(sorted),
    max: percentileOfSorted(sorted, 100),
    mean: mean(sorted),
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p99: percentileOfSorted(sorted, 99),
  };
}

/**
 * `value` as a multiple of a reference measured in the same run, three decimals (rounded to
 * two, 1.154 would read as 1.15 and pass a 1.15 target). A reference of 0 makes any positive
 * value infinitely worse (a floor with no blocking time); two zeros are 1×.
 */
export function ratioTo(value: number, reference: number): number {
  if (reference === 0) return value === 0 ? 1 : Number.POSITIVE_INFINITY;
  return Math.round((value / reference) * 1000) / 1000;
}

/** Milliseconds with a sensible number of decimals for a table. */
export function formatMs(value: number): string {
  if (value >= 1000) return value.toFixed(0);
  if (value >= 100) return value.toFixed(1);
  return value.toFixed(2);
}
