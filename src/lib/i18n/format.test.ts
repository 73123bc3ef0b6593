import { describe, expect, it } from 'vitest';

import { formatCountry, formatCurrency, formatDateTime, formatNumber } from './format';

const date = '2026-11-05T18:05:00.000Z';

describe('formatting by the reader language (DECISIONS 8)', () => {
  it('writes dates as each locale does', () => {
    expect(formatDateTime(date, 'de')).toMatch(/05\.11\.2026/);
    // British, not American: day before month, 24-hour clock (DECISIONS 8).
    expect(formatDateTime(date, 'en')).toMatch(/^5 Nov 2026, \d{2}:05$/);
    expect(formatDateTime(date, 'nl')).toMatch(/5 nov 2026/);
    expect(formatDateTime(date, 'pl')).toMatch(/5 lis 2026/);
    expect(formatDateTime(date, 'ro')).toMatch(/5 nov\. 2026/);
  });

  it('shows an unreadable date as it was stored instead of "Invalid Date"', () => {
    expect(formatDateTime('yesterday', 'de')).toBe('yesterday');
  });

  it('writes money and numbers as each locale does', () => {
    expect(formatCurrency(100, 'EUR', 'de')).toBe('100,00\u00a0€');
    expect(formatCurrency(100, 'EUR', 'en')).toBe('€100.00');
    expect(formatCurrency(100, 'EUR', 'fr')).toBe('100,00\u00a0€');
    expect(formatNumber(5000, 'de')).toBe('5.000');
    expect(formatNumber(3.7, 'it', { minimumFractionDigits: 2 })).toBe('3,70');
  });

  it('names a country in the reader’s language, and shows a code it cannot name as stored', () => {
    expect(formatCountry('DE', 'ro')).toBe('Germania');
    expect(formatCountry('PL', 'de')).toBe('Polen');
    expect(formatCountry('not a code', 'ro')).toBe('not a code');
  });
});
