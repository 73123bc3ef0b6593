import { describe, expect, it } from 'vitest';

import { CodeFailures, MAX_WRONG_CODES } from './code-failures';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('CodeFailures', () => {
  it('locks an address after 5 wrong codes for the rest of the hour, then forgets them', () => {
    const time = clock();
    const failures = new CodeFailures(time.now);
    expect(MAX_WRONG_CODES).toBe(5);
    for (let i = 0; i < 4; i += 1) failures.recordFailure('a@example.com');
    expect(failures.isLocked('a@example.com')).toBe(false);
    failures.recordFailure('a@example.com');
    expect(failures.isLocked('a@example.com')).toBe(true);
    expect(failures.isLocked('b@example.com')).toBe(false);
    time.advance(60 * 60 * 1000 - 1);
    expect(failures.isLocked('a@example.com')).toBe(true);
    time.advance(1);
    expect(failures.isLocked('a@example.com')).toBe(false);
  });

  it('starts again after a right code', () => {
    const failures = new CodeFailures(clock().now);
    for (let i = 0; i < 4; i += 1) failures.recordFailure('a@example.com');
    failures.clear('a@example.com');
    failures.recordFailure('a@example.com');
    expect(failures.isLocked('a@example.com')).toBe(false);
  });
});
