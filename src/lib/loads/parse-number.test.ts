import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '#common/languages';

import { numberExample, parseLocalNumber, writeLocalNumber } from './parse-number';

const COMMA_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');

describe('parseLocalNumber', () => {
  it.each(COMMA_LANGUAGES)('reads 3,20 and 3.20 as 3.2 in a metre field in %s', (lang) => {
    expect(parseLocalNumber('3,20', lang)).toBe(3.2);
    expect(parseLocalNumber('3.20', lang)).toBe(3.2);
    expect(parseLocalNumber(' 2,5 ', lang)).toBe(2.5);
    expect(numberExample(lang)).toBe('3,20');
  });

  it('reads 3.20 and 3,20 as 3.2 in English, and shows 3.20 as the example', () => {
    expect(parseLocalNumber('3.20', 'en')).toBe(3.2);
    expect(parseLocalNumber('3,20', 'en')).toBe(3.2);
    expect(numberExample('en')).toBe('3.20');
  });

  it('reads thousands groups in a weight the way the reader writes them', () => {
    expect(parseLocalNumber('1.234,5', 'de', true)).toBe(1234.5);
    expect(parseLocalNumber('12.500', 'de', true)).toBe(12500);
    expect(parseLocalNumber('12 500', 'pl', true)).toBe(12500);
    expect(parseLocalNumber('12\u00a0500', 'fr', true)).toBe(12500);
    expect(parseLocalNumber('1,234.5', 'en', true)).toBe(1234.5);
    expect(parseLocalNumber('12,500', 'en', true)).toBe(12500);
    // One mark and not three digits after it: a decimal point, whichever mark.
    expect(parseLocalNumber('1.5', 'de', true)).toBe(1.5);
    expect(parseLocalNumber('1,5', 'de', true)).toBe(1.5);
  });

  it('refuses what it would have to guess', () => {
    expect(parseLocalNumber('3.200,5', 'de')).toBeUndefined();
    expect(parseLocalNumber('1,234.5', 'de', true)).toBeUndefined();
    expect(parseLocalNumber('1.234,5', 'en', true)).toBeUndefined();
    expect(parseLocalNumber('3,2,0', 'pl')).toBeUndefined();
    expect(parseLocalNumber('3 m', 'de')).toBeUndefined();
    expect(parseLocalNumber('-3', 'de')).toBeUndefined();
    expect(parseLocalNumber('drei', 'de')).toBeUndefined();
    expect(parseLocalNumber('1.23.4', 'en', true)).toBeUndefined();
  });

  it('answers null for an empty field', () => {
    expect(parseLocalNumber('', 'de')).toBeNull();
    expect(parseLocalNumber('   ', 'en', true)).toBeNull();
  });
});

describe('writeLocalNumber', () => {
  it('writes the reader decimal mark and no groups, which parseLocalNumber reads back', () => {
    expect(writeLocalNumber(3.2, 'ro')).toBe('3,2');
    expect(writeLocalNumber(42000, 'ro')).toBe('42000');
    expect(writeLocalNumber(3.2, 'en')).toBe('3.2');
    expect(parseLocalNumber(writeLocalNumber(12500.75, 'de'), 'de', true)).toBe(12500.75);
  });
});
