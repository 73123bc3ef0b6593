import { describe, expect, it } from 'vitest';

import { statusChips } from './status-chips';

describe('the status filter chips', () => {
  it('always offers the four known statuses, "Probleme" with 0 when nothing needs attention', () => {
    expect(
      statusChips(
        [
          { status: 'Beim Zoll', count: 2 },
          { status: 'Livrat', count: 5 },
          { status: 'În tranzit', count: 3 },
        ],
        null,
      ),
    ).toEqual([
      { status: null, count: 10 },
      { status: 'Expediere creată', count: 0 },
      { status: 'În tranzit', count: 3 },
      { status: 'Livrat', count: 5 },
      { status: 'Probleme', count: 0 },
      { status: 'Beim Zoll', count: 2 },
    ]);
  });

  it('has no counts until they are known, and keeps a selected status nobody has', () => {
    expect(statusChips(undefined, 'Vamă')).toEqual([
      { status: null, count: undefined },
      { status: 'Expediere creată', count: undefined },
      { status: 'În tranzit', count: undefined },
      { status: 'Livrat', count: undefined },
      { status: 'Probleme', count: undefined },
      { status: 'Vamă', count: undefined },
    ]);
    expect(statusChips([], 'Probleme').map((chip) => chip.status)).toEqual([
      null,
      'Expediere creată',
      'În tranzit',
      'Livrat',
      'Probleme',
    ]);
  });
});
