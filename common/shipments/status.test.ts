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

  it('recognises them whatever their case, spacing and Romanian diacritics', () => {
    expect(knownStatus('livrat')).toBe('delivered');
    expect(knownStatus(' LIVRAT ')).toBe('delivered');
    expect(knownStatus('\u3000Livrat\n')).toBe('delivered');
    expect(knownStatus('in tranzit')).toBe('inTransit');
    expect(knownStatus('ÎN TRANZIT')).toBe('inTransit');
    expect(knownStatus('Expediere creata')).toBe('created');
    // The cedilla forms older keyboards type for ș and ț.
    expect(knownStatus('Expediere creaţă')).toBe('created');
    expect(knownStatus('PROBLEME')).toBe('issues');
  });

  it('does not stretch the rule to other letters or to free text around a known status', () => {
    expect(knownStatus('Lívrat')).toBeUndefined();
    expect(knownStatus('LİVRAT')).toBeUndefined();
    expect(knownStatus('Nelivrat')).toBeUndefined();
    expect(knownStatus('Livrat parțial')).toBeUndefined();
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
    expect(progressOf('livrat', ['expediere creată'])).toEqual({ reached: 2, issues: false });
  });
});
