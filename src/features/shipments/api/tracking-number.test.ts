import { describe, expect, it } from 'vitest';

import { freeTrackingNumber, randomTrackingNumber } from './tracking-number';

/** A "random" source that returns the given values in turn. */
function sequence(...values: number[]) {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no more random values');
    return next;
  };
}

const LIMIT = Math.floor(2 ** 32 / 900_000) * 900_000;

describe('randomTrackingNumber', () => {
  it('maps the whole 32-bit range onto 100000–999999', () => {
    expect(randomTrackingNumber(sequence(0))).toBe('100000');
    expect(randomTrackingNumber(sequence(899_999))).toBe('999999');
    expect(randomTrackingNumber(sequence(900_000))).toBe('100000');
    expect(randomTrackingNumber(sequence(LIMIT - 1))).toBe('999999');
  });

  it('draws again above the last whole multiple of 900000 (no modulo bias)', () => {
    expect(randomTrackingNumber(sequence(LIMIT, 2 ** 32 - 1, 42))).toBe('100042');
  });

  it('uses crypto.getRandomValues: six digits, in range, varied', () => {
    const drawn = Array.from({ length: 2000 }, () => randomTrackingNumber());
    for (const number of drawn) {
      expect(number).toMatch(/^\d{6}$/);
      expect(Number(number)).toBeGreaterThanOrEqual(100_000);
      expect(Number(number)).toBeLessThanOrEqual(999_999);
    }
    expect(new Set(drawn).size).toBeGreaterThan(1990);
  });
});

describe('freeTrackingNumber', () => {
  it('keeps the first number when it is free, asking once', async () => {
    const asked: string[] = [];
    const free = await freeTrackingNumber(
      '555555',
      (number) => {
        asked.push(number);
        return Promise.resolve(false);
      },
      sequence(),
    );
    expect(free).toBe('555555');
    expect(asked).toEqual(['555555']);
  });

  it('draws again while the number is taken', async () => {
    const taken = new Set(['555555', '100001']);
    const asked: string[] = [];
    const free = await freeTrackingNumber(
      '555555',
      (number) => {
        asked.push(number);
        return Promise.resolve(taken.has(number));
      },
      sequence(1, 2),
    );
    expect(asked).toEqual(['555555', '100001', '100002']);
    expect(free).toBe('100002');
  });

  it('gives up after many taken numbers instead of asking forever', async () => {
    await expect(
      freeTrackingNumber(
        '555555',
        () => Promise.resolve(true),
        () => 7,
      ),
    ).rejects.toThrow('no free tracking number after 50 draws');
  });

  it('passes a failed check on', async () => {
    await expect(
      freeTrackingNumber('555555', () => Promise.reject(new Error('offline')), sequence()),
    ).rejects.toThrow('offline');
  });
});
