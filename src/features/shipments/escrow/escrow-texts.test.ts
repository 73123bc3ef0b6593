import { describe, expect, it } from 'vitest';

import { lastDayOf } from './escrow-texts';

describe('lastDayOf', () => {
  it('is the day before the deadline instant, in the company time zone, whatever the browser’s', () => {
    // Midnight in Berlin in winter (UTC+1) and in summer (UTC+2): the period ended the day before.
    expect(lastDayOf('2026-12-22T23:00:00Z')).toBe('22 decembrie 2026');
    expect(lastDayOf('2026-07-14T22:00:00Z')).toBe('14 iulie 2026');
  });
});
