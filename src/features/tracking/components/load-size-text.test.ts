import { describe, expect, it } from 'vitest';

import { dimensionsText, weightText } from './load-size-text';

const load = { length_m: 18.4, width_m: 3.2, height_m: 4.05, weight_kg: 42000 };

describe('the load size as the reader writes numbers', () => {
  it('writes dimensions and weight in the reader’s language', () => {
    expect(dimensionsText(load, 'de')).toBe('18,4 × 3,2 × 4,05 m');
    expect(dimensionsText(load, 'en')).toBe('18.4 × 3.2 × 4.05 m');
    expect(weightText(load, 'de')).toBe('42.000 kg');
    expect(weightText(load, 'en')).toBe('42,000 kg');
  });

  it('marks a side not known and says nothing without any', () => {
    expect(dimensionsText({ ...load, width_m: null }, 'de')).toBe('18,4 × — × 4,05 m');
    const none = { length_m: null, width_m: null, height_m: null, weight_kg: null };
    expect(dimensionsText(none, 'de')).toBeNull();
    expect(weightText(none, 'de')).toBeNull();
  });
});
