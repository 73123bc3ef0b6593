import { describe, expect, it } from 'vitest';

// Through the entry the screens load lazily: the names they save the papers under.
import { cmrFileName, conditionReportFileName } from './papers';

describe('paper file names', () => {
  it('names the CMR by its tracking number', () => {
    expect(cmrFileName('482913')).toBe('CMR-482913.pdf');
  });

  it('names a condition report by tracking number, kind and day', () => {
    expect(
      conditionReportFileName({
        trackingNumber: '482913',
        kind: 'delivery',
        recordedAt: '2026-12-08T14:05:00+01:00',
      }),
    ).toBe('482913-delivery-2026-12-08.pdf');
  });
});
