import { describe, expect, it } from 'vitest';

import { expectedDeliveryText } from './expected-delivery';

describe('expectedDeliveryText', () => {
  it('writes one day in the page language', () => {
    expect(expectedDeliveryText('2026-12-01', null, 'de-DE')).toBe('1. Dezember 2026');
    expect(expectedDeliveryText('2026-12-01', '2026-12-01', 'en-GB')).toBe('1 December 2026');
  });

  it('writes a window the way the language shortens it', () => {
    expect(expectedDeliveryText('2026-12-01', '2026-12-03', 'de-DE')).toBe('1.–3. Dezember 2026');
    expect(expectedDeliveryText('2026-12-01', '2026-12-03', 'fr-FR')).toBe('1–3 décembre 2026');
    // Across two months, with thin spaces around the dash.
    expect(expectedDeliveryText('2026-11-30', '2026-12-02', 'pl-PL')).toBe(
      '30 listopada\u2009–\u20092 grudnia 2026',
    );
  });

  it('writes Italian days without the zero CLDR pads them with', () => {
    expect(expectedDeliveryText('2026-12-03', '2026-12-05', 'it-IT')).toBe('3–5 dicembre 2026');
    expect(expectedDeliveryText('2026-11-28', '2026-12-05', 'it-IT')).toBe(
      '28 novembre\u2009–\u20095 dicembre 2026',
    );
  });

  it('shows nothing without a readable start', () => {
    expect(expectedDeliveryText(null, null, 'en-GB')).toBeNull();
    expect(expectedDeliveryText(null, '2026-12-03', 'en-GB')).toBeNull();
    expect(expectedDeliveryText('soon', null, 'en-GB')).toBeNull();
  });
});
