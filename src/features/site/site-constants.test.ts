/** SPEC §9's constants reach every language through Intl, never retyped in the texts. */
import { describe, expect, it } from 'vitest';

import { companyFigures } from './company-formatting';
import { escrowValues } from './escrow-constants';
import { FLEXCOVER, formatMeasure, machineLimitValues } from './transport-measures';

// Intl separates numbers from units with no-break spaces (narrow ones in French).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('escrow terms per language', () => {
  it.each([
    ['de', '100,00 €'],
    ['en', '€100.00'],
    ['fr', '100,00 €'],
    ['it', '100,00 €'],
    ['es', '100,00 €'],
    ['nl', '€ 100,00'],
    ['pl', '100,00 €'],
  ] as const)('%s writes the flat fee as %s', (lang, fee) => {
    expect(plain(escrowValues(lang).fee)).toBe(fee);
  });

  it('carries the periods and the call before arrival', () => {
    expect(escrowValues('de')).toMatchObject({
      inspectionDays: '14',
      releaseDays: '15',
      hours: '2',
    });
  });
});

describe('load limits and FlexCover per language', () => {
  it.each([
    ['de', '4,0 m', '3,70 m', '3.700 mm', '3,0 m'],
    ['en', '4.0 m', '3.70 m', '3,700 mm', '3.0 m'],
    ['fr', '4,0 m', '3,70 m', '3 700 mm', '3,0 m'],
    ['pl', '4,0 m', '3,70 m', '3700 mm', '3,0 m'],
  ] as const)('%s', (lang, height, width, flexHeight, flexWidth) => {
    expect(machineLimitValues(lang)).toEqual({
      height: height.replace(' ', '\u00a0'),
      width: width.replace(' ', '\u00a0'),
    });
    expect(plain(formatMeasure(FLEXCOVER.height, lang))).toBe(flexHeight);
    expect(plain(formatMeasure(FLEXCOVER.width, lang))).toBe(flexWidth);
    expect(plain(formatMeasure(FLEXCOVER.volume, lang))).toBe('130 m³');
  });
});

describe('company figures per language', () => {
  it.each([
    ['de', '5.000+', '100 %'],
    ['en', '5,000+', '100%'],
    ['nl', '5.000+', '100%'],
  ] as const)('%s', (lang, transports, satisfied) => {
    const figures = companyFigures(lang);
    expect(figures.years).toBe('6+');
    expect(plain(figures.transports)).toBe(transports);
    expect(plain(figures.satisfied)).toBe(satisfied);
  });
});
