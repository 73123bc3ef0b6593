import { describe, expect, it } from 'vitest';

import { statusSuggestions } from './status-suggestions';

describe('statusSuggestions', () => {
  it('offers the four known statuses first, then the others in use, once each', () => {
    expect(statusSuggestions(['Beim Zoll', 'Livrat', 'Expediere creată', 'Vamă', ''])).toEqual([
      'Expediere creată',
      'În tranzit',
      'Livrat',
      'Probleme',
      'Beim Zoll',
      'Vamă',
    ]);
    expect(statusSuggestions([])).toEqual(['Expediere creată', 'În tranzit', 'Livrat', 'Probleme']);
  });
});
