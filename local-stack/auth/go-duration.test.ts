import { describe, expect, it } from 'vitest';

import { parseGoDuration } from './go-duration';

describe('parseGoDuration', () => {
  it.each([
    ['0', 0n],
    ['24h', 86_400_000_000_000n],
    ['1h30m', 5_400_000_000_000n],
    ['-1.5s', -1_500_000_000n],
    ['876000h', 3_153_600_000_000_000_000n],
    ['300ms', 300_000_000n],
  ])('reads %s', (text, nanoseconds) => {
    expect(parseGoDuration(text)).toBe(nanoseconds);
  });

  it.each([
    ['', 'time: invalid duration ""'],
    ['abc', 'time: invalid duration "abc"'],
    ['10', 'time: missing unit in duration "10"'],
    ['1d', 'time: unknown unit "d" in duration "1d"'],
    ['.h', 'time: invalid duration ".h"'],
    ['9999999999h', 'time: invalid duration "9999999999h"'],
  ])("refuses %j with Go's message", (text, message) => {
    expect(() => parseGoDuration(text)).toThrow(message);
  });
});
