import { describe, expect, it } from 'vitest';

import { trackingErrorKind } from './tracking-error';

describe('trackingErrorKind', () => {
  it.each([
    [
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
      'notFound',
    ],
    [{ code: 'PT429', message: 'too many lookups' }, 'throttled'],
    [{ code: '500', message: 'boom' }, 'general'],
    [{ code: '', message: 'TypeError: fetch failed' }, 'general'],
    [new TypeError('Failed to fetch'), 'general'],
    [null, 'general'],
  ])('reads %j as %s', (error, kind) => {
    expect(trackingErrorKind(error)).toBe(kind);
  });
});
