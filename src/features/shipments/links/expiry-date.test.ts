import { describe, expect, it } from 'vitest';

import { dayOf, endOfDay } from './expiry-date';

describe('a link expiry chosen as a day', () => {
  it('lasts until the end of that day on this computer’s clock', () => {
    const end = endOfDay('2026-12-31');
    expect(end).toEqual(new Date(2026, 11, 31, 23, 59, 59, 999));
    expect(dayOf(end!)).toBe('2026-12-31');
  });

  it('refuses what is not a day of the calendar', () => {
    for (const text of ['', '31.12.2026', '2026-02-30', '2026-13-01', '2026-1-1', '2026-12-31x']) {
      expect(endOfDay(text), text).toBeNull();
    }
    expect(endOfDay('2028-02-29')).toEqual(new Date(2028, 1, 29, 23, 59, 59, 999));
  });

  it('reads a stored moment as the day the date input shows', () => {
    const moment = new Date(2027, 0, 5, 23, 59).toISOString();
    expect(dayOf(moment)).toBe('2027-01-05');
  });
});
