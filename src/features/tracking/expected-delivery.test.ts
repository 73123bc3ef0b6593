import { describe, expect, it } from 'vitest';

import { expectedDeliveryText } from './expected-delivery';

describe('expectedDeliveryText', () => {
  it('writes one day in the page language', () => {
    expect(expectedDeliveryText('2026-12-01', null, 'de')).toBe('1. Dezember 2026');
    expect(expectedDeliveryText('2026-12-01', '2026-12-01', 'en')).toBe('1 December 2026');
  });

  it('writes a window the way the language shortens it', () => {
    expect(expectedDeliveryText('2026-12-01', '2026-12-03', 'de')).toBe('1.–3. Dezember 2026');
    expect(expectedDeliveryText('2026-12-01', '2026-12-03', 'fr')).toBe('1–3 décembre 2026');
    // Across two months, with thin spaces around the dash.
    expect(expectedDeliveryText('2026-11-30', '2026-12-02', 'pl')).toBe(
      '30 listopada\u2009–\u20092 grudnia 2026',
    );
  });

  it('shows nothing without a readable start', () => {
    expect(expectedDeliveryText(null, null, 'en')).toBeNull();
    expect(expectedDeliveryText(null, '2026-12-03', 'en')).toBeNull();
    expect(expectedDeliveryText('soon', null, 'en')).toBeNull();
  });
});
