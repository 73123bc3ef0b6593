/**
 * The public lookup on plain fetch (src/lib/public-api, issue #17) against the real stack,
 * through the switchable proxy: the answers supabase-js gave, as the page reads them.
 */
import { describe, expect, it } from 'vitest';

import { PostgrestRequestError } from '@/lib/public-api/postgrest';
import { backend } from '@/testing/stack';

import { SEED_RECIPIENT_KEY, SEED_TRACKING_NUMBER } from '../../../../dev-support/demo-seed';
import { trackShipment } from './track-shipment';
import { trackingErrorKind } from './tracking-error';

/** Misses one client may make before the database refuses it (DECISIONS 17). */
const MAX_MISSES = 10;

async function failure(lookup: Promise<unknown>): Promise<unknown> {
  return lookup.then(
    () => {
      throw new Error('the lookup succeeded');
    },
    (error: unknown) => error,
  );
}

describe('trackShipment on plain fetch', () => {
  it('finds the seeded shipment by its number alone, without the personal details', async () => {
    const shipment = await trackShipment(SEED_TRACKING_NUMBER);
    expect(shipment).toMatchObject({
      id: SEED_TRACKING_NUMBER,
      status: 'În tranzit',
      access: 'number_only',
      shippername: null,
      recipientname: null,
    });
  });

  it('shows everything with the party link’s key, and refuses a wrong key', async () => {
    expect(await trackShipment(SEED_TRACKING_NUMBER, SEED_RECIPIENT_KEY)).toMatchObject({
      id: SEED_TRACKING_NUMBER,
      access: 'full',
      shippername: 'Landtechnik Huber GmbH',
      recipientname: 'Ferme Dubois EARL',
    });
    expect(
      await trackShipment(SEED_TRACKING_NUMBER, 'wrong-key-wrong-key-wrong-key-00'),
    ).toMatchObject({ access: 'key_refused', shippername: null });
  });

  it('answers an unknown number with PostgREST’s PGRST116 (406), which the page calls not found', async () => {
    const error = await failure(trackShipment('NX-unknown-number'));
    expect(error).toBeInstanceOf(PostgrestRequestError);
    expect(error).toMatchObject({ code: 'PGRST116', status: 406 });
    expect(trackingErrorKind(error)).toBe('notFound');
  });

  it(`is refused with PT429 after ${MAX_MISSES} misses, which the page calls throttled`, async () => {
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect(trackingErrorKind(await failure(trackShipment(`NX-miss-${miss}`)))).toBe('notFound');
    }
    const error = await failure(trackShipment(SEED_TRACKING_NUMBER));
    expect(error).toMatchObject({
      code: 'PT429',
      status: 429,
      message: 'too many tracking lookups without a match from this client',
      hint: 'Try again in a few minutes.',
    });
    expect(trackingErrorKind(error)).toBe('throttled');
  });

  it('rejects with the fetch’s own error when the backend is down: the general error', async () => {
    await backend.goDown();
    const error = await failure(trackShipment(SEED_TRACKING_NUMBER));
    expect(error).toBeInstanceOf(TypeError);
    expect(trackingErrorKind(error)).toBe('general');
  });

  it('stops when the page aborts it', async () => {
    await backend.holdRequests();
    const controller = new AbortController();
    const lookup = failure(trackShipment(SEED_TRACKING_NUMBER, undefined, controller.signal));
    controller.abort();
    expect(await lookup).toMatchObject({ name: 'AbortError' });
  });
});
