import { describe, expect, it } from 'vitest';

import { knownStatus, progressOf } from './status';

describe('shipment status', () => {
  it('recognises the four staff statuses and nothing else', () => {
    expect(knownStatus('Expediere creată')).toBe('created');
    expect(knownStatus(' În tranzit ')).toBe('inTransit');
    expect(knownStatus('Livrat')).toBe('delivered');
    expect(knownStatus('Probleme')).toBe('issues');
    expect(knownStatus('Beim Zoll')).toBeUndefined();
    expect(knownStatus('constructor')).toBeUndefined();
    expect(knownStatus(null)).toBeUndefined();
  });

  it('derives progress from status and history', () => {
    expect(progressOf('Expediere creată', [])).toEqual({ reached: 0, issues: false });
    expect(progressOf('În tranzit', ['Expediere creată'])).toEqual({ reached: 1, issues: false });
    expect(progressOf('Livrat', [])).toEqual({ reached: 2, issues: false });
    expect(progressOf('Probleme', ['Expediere creată', 'În tranzit'])).toEqual({
      reached: 1,
      issues: true,
    });
    expect(progressOf('Free text', [])).toEqual({ reached: 0, issues: false });
  });
});
