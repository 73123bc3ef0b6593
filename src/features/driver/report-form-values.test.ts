import { describe, expect, it } from 'vitest';

import { emptyReport, reportDraft, reportErrors } from './report-form-values';

const opened = new Date(2026, 11, 7, 9, 15, 0);
const context = { trackingNumber: 'A-1', kind: 'collection' as const, position: null };

describe('report form values', () => {
  it('names every missing field, and the place only without a position', () => {
    const empty = emptyReport(opened);
    expect(reportErrors(empty, false)).toEqual({
      damage: true,
      name: true,
      signature: true,
      place: true,
    });
    expect(reportErrors(empty, true)).toEqual({ damage: true, name: true, signature: true });
    const marked = { ...empty, damage: { state: 'marked' as const, marks: [] } };
    expect(reportErrors(marked, true).damage).toBe(true);
  });

  it('accepts the typed name for the signature', () => {
    const values = {
      ...emptyReport(opened),
      damage: { state: 'none' as const, marks: [] },
      name: 'Ion',
      typedSignature: true,
      place: 'Kempten',
    };
    expect(reportErrors(values, false)).toEqual({});
  });

  it('records the moment of saving when the time was left, the typed time when changed', () => {
    const values = { ...emptyReport(opened), name: ' Ion ', note: '  ' };
    const saved = new Date(2026, 11, 7, 9, 16, 42);
    expect(reportDraft(values, context, saved)).toMatchObject({
      recordedAt: saved.toISOString(),
      name: 'Ion',
      note: null,
      damage: { state: 'none' },
      reservations: null,
      handedOver: { documents: '', keys: false },
    });
    const earlier = { ...values, time: '2026-12-07T08:30' };
    expect(reportDraft(earlier, context, saved).recordedAt).toBe(
      new Date(2026, 11, 7, 8, 30).toISOString(),
    );
  });
});
