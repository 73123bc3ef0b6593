import { describe, expect, it } from 'vitest';

import { TokenBucket } from './rate-limit';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TokenBucket', () => {
  it('lets a burst of 30 through, then refills at the configured rate per 5 minutes', () => {
    const time = clock();
    const bucket = new TokenBucket(150, time.now);
    const first = Array.from({ length: 31 }, () => bucket.allow('203.0.113.1'));
    expect(first.filter(Boolean)).toHaveLength(30);
    expect(first[30]).toBe(false);

    // 150 per 300 s is one request every 2 s.
    time.advance(1999);
    expect(bucket.allow('203.0.113.1')).toBe(false);
    time.advance(1);
    expect(bucket.allow('203.0.113.1')).toBe(true);
    expect(bucket.allow('203.0.113.1')).toBe(false);
  });

  it('keeps one bucket per client', () => {
    const bucket = new TokenBucket(150, clock().now);
    for (let i = 0; i < 30; i += 1) bucket.allow('203.0.113.1');
    expect(bucket.allow('203.0.113.1')).toBe(false);
    expect(bucket.allow('203.0.113.2')).toBe(true);
  });

  it('never holds more than the burst of 30, however long a client was away', () => {
    const time = clock();
    const bucket = new TokenBucket(150, time.now);
    bucket.allow('203.0.113.1');
    time.advance(59 * 60 * 1000);
    const allowed = Array.from({ length: 31 }, () => bucket.allow('203.0.113.1'));
    expect(allowed.filter(Boolean)).toHaveLength(30);
  });
});
