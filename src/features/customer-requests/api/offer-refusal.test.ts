import { describe, expect, it } from 'vitest';

import { PostgrestRequestError } from '@/lib/public-api/postgrest';

import { offerRefusal } from './offer-refusal';

describe('offerRefusal', () => {
  it.each([
    [
      new PostgrestRequestError(404, {
        code: 'P0002',
        message: 'no offer under this reference and key',
        details: 'no_offer',
        hint: null,
      }),
      'invalid',
    ],
    [
      new PostgrestRequestError(409, {
        code: 'PT409',
        message: 'the offer behind this link is no longer open',
        details: 'offer_closed',
        hint: 'Read the link again (transport_request_link) to see what became of it.',
      }),
      'closed',
    ],
    [new PostgrestRequestError(429, { code: 'PT429', details: 'tracking_throttled' }), 'throttled'],
    [new PostgrestRequestError(502, { message: '<html>Bad gateway</html>' }), 'down'],
    [new TypeError('Failed to fetch'), 'down'],
    [new PostgrestRequestError(400, { code: '22023', details: 'reason:max' }), 'down'],
  ] as const)('reads %o as %s', (error, refusal) => {
    expect(offerRefusal(error)).toBe(refusal);
  });
});
