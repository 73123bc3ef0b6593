/** The public lookup: hit, miss, per-client throttling (DECISIONS 2 and 17). */
import { beforeEach, describe, expect, it } from 'vitest';

import { newAddress, visitor } from './clients';
import { sql } from './support';
import {
  asDelivered,
  forgetMisses,
  hostedHeaders,
  lookUp,
  MAX_MISSES,
  MAX_MISSES_WHEN_BUSY,
  MISSES_PER_WINDOW,
  missingNumber,
  rawLookup,
  SEEDED,
} from './tracking';

/** What our implementation must never show a caller (DECISIONS 4). */
const INTERNALS = /setval|nextval|read-only|25006|lookup_shipment|tracking_|private\./i;

beforeEach(forgetMisses);

describe('track_shipment', () => {
  it('finds a seeded shipment by its exact number', async () => {
    const { data, error } = await lookUp(visitor(), SEEDED);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: SEEDED, status: 'În tranzit', access: 'number_only' });
  });

  it('answers an unknown number with PGRST116 through .single()', async () => {
    const { data, error } = await lookUp(visitor(), '000000');
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
  });

  it('does not match on a prefix, a pattern or different case', async () => {
    const client = visitor();
    for (const number of ['4829', '4829%', '482913 ', 'MX-%']) {
      expect((await lookUp(client, number)).error?.code).toBe('PGRST116');
    }
  });

  it(`throttles a client after ${MAX_MISSES} misses, and then refuses a real number alike`, async () => {
    const address = newAddress();
    const client = visitor(address);
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect((await lookUp(client, `9${miss}0000`)).error?.code).toBe('PGRST116');
    }
    const throttled = await lookUp(client, '999999');
    expect(throttled.error).toMatchObject({
      code: 'PT429',
      message: 'too many tracking lookups without a match from this client',
      hint: 'Try again in a few minutes.',
    });
    // A refusal that differed for a real number would tell the prober which numbers exist.
    const hit = await rawLookup({ from: address, number: SEEDED });
    const miss = await rawLookup({ from: address, number: missingNumber() });
    expect(hit).toEqual({ status: 429, text: miss.text });

    // Another customer is not affected.
    expect((await lookUp(visitor(), SEEDED)).data).toMatchObject({ id: SEEDED });
  });

  it('lets a customer who mistyped a few times find the shipment, and hits never count', async () => {
    const client = visitor();
    for (const typo of ['48213', '482193', '428913']) {
      expect((await lookUp(client, typo)).error?.code).toBe('PGRST116');
    }
    for (let hit = 0; hit < MAX_MISSES * 2; hit += 1) {
      expect((await lookUp(client, SEEDED)).error).toBeNull();
    }
  });
});

describe('track_shipment by GET or HEAD', () => {
  it('is refused before looking: a real number and a missing one get the same 405', async () => {
    const address = newAddress();
    const hit = await rawLookup({ from: address, number: SEEDED, method: 'GET' });
    const miss = await rawLookup({ from: address, number: '000000', method: 'GET' });
    expect(hit.status).toBe(405);
    expect(JSON.parse(hit.text)).toEqual({
      code: 'PT405',
      details: null,
      hint: 'Send the tracking number in the body of a POST request.',
      message: 'tracking lookups must be sent with POST',
    });
    expect(miss).toEqual(hit);
    expect(hit.text).not.toMatch(INTERNALS);

    for (const number of [SEEDED, '000000']) {
      expect(await rawLookup({ from: address, number, method: 'HEAD' })).toEqual({
        status: 405,
        text: '',
      });
    }
  });

  it('neither looks up nor counts, whatever the number', async () => {
    const address = newAddress();
    const refusal = await rawLookup({ from: address, number: SEEDED, method: 'GET' });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const number = attempt % 2 === 0 ? SEEDED : missingNumber();
      expect(await rawLookup({ from: address, number, method: 'GET' })).toEqual(refusal);
    }
    expect(refusal.status).toBe(405);
    // Refused, not counted: this client still has its whole budget for real lookups.
    const [{ misses } = { misses: '-1' }] = await sql<{ misses: string }>(
      'select private.tracking_misses($1) as misses',
      [address],
    );
    expect(misses).toBe('0');
    expect((await lookUp(visitor(address), SEEDED)).data).toMatchObject({ id: SEEDED });
  });
});

describe('the throttle keys on the address the platform saw (cf-connecting-ip)', () => {
  it('throttles a client that rotates its X-Forwarded-For, through the gateway', async () => {
    const address = newAddress();
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      const answer = await rawLookup({
        from: address,
        number: missingNumber(),
        headers: {
          'x-forwarded-for': `198.51.100.${miss}`,
          'cf-connecting-ip': `203.0.113.${miss}`,
        },
      });
      expect(answer.status).toBe(406); // PGRST116
    }
    const answer = await rawLookup({
      from: address,
      number: SEEDED,
      headers: { 'x-forwarded-for': '198.51.100.99', 'cf-connecting-ip': '203.0.113.99' },
    });
    expect(answer.status).toBe(429);
  });

  it('throttles a client that rotates its X-Forwarded-For, as hosted delivers it', async () => {
    const outcomes = await asDelivered(async (deliver) => {
      const seen = [];
      for (let attempt = 0; attempt <= MAX_MISSES; attempt += 1) {
        seen.push(await deliver(missingNumber(), hostedHeaders('192.0.2.10', `10.9.8.${attempt}`)));
      }
      return seen;
    });
    expect(outcomes).toEqual([...Array<string>(MAX_MISSES).fill('not found'), 'refused PT429']);
  });

  it("does not lock a customer out when someone else writes the customer's address", async () => {
    const victim = '192.0.2.20';
    const outcomes = await asDelivered(async (deliver) => {
      for (let attempt = 0; attempt <= MAX_MISSES; attempt += 1) {
        await deliver(missingNumber(), hostedHeaders('192.0.2.21', victim));
      }
      return [
        await deliver(SEEDED, hostedHeaders(victim)),
        await deliver('000000', hostedHeaders(victim)),
      ];
    });
    expect(outcomes).toEqual(['found', 'not found']);
  });

  it('counts IPv6 clients per /64', async () => {
    const outcomes = await asDelivered(async (deliver) => {
      for (let miss = 0; miss < MAX_MISSES; miss += 1) {
        await deliver(missingNumber(), hostedHeaders(`2001:db8:aa:1::${miss + 1}`));
      }
      return [
        await deliver(SEEDED, hostedHeaders('2001:db8:aa:1:ffff:ffff:ffff:ffff')),
        await deliver(SEEDED, hostedHeaders('2001:db8:aa:2::1')),
      ];
    });
    expect(outcomes).toEqual(['refused PT429', 'found']);
  });

  it('does not let a client that shares a counter with a customer lock the customer out', async () => {
    const victim = '192.0.2.30';
    // An address whose first counter is the victim's (the only counter of the first version).
    const [{ prober } = { prober: '' }] = await sql<{ prober: string }>(
      `select '10.' || a || '.' || b || '.1' as prober
         from generate_series(0, 255) a, generate_series(0, 255) b
        where hashtext('10.' || a || '.' || b || '.1') & 1023 = hashtext($1) & 1023
        limit 1`,
      [victim],
    );
    const outcomes = await asDelivered(async (deliver) => {
      for (let miss = 0; miss < MAX_MISSES; miss += 1) {
        await deliver(missingNumber(), hostedHeaders(prober));
      }
      return [
        await deliver(SEEDED, hostedHeaders(prober)),
        await deliver(SEEDED, hostedHeaders(victim)),
        await deliver('000000', hostedHeaders(victim)),
      ];
    });
    expect(outcomes).toEqual(['refused PT429', 'found', 'not found']);
  });

  it(`allows ${MISSES_PER_WINDOW} misses across all clients, then ${MAX_MISSES_WHEN_BUSY} per client`, async () => {
    const outcomes = await asDelivered(async (deliver) => {
      let accepted = 0;
      for (let client = 0; client < MISSES_PER_WINDOW / MAX_MISSES; client += 1) {
        for (let miss = 0; miss < MAX_MISSES; miss += 1) {
          const outcome = await deliver(missingNumber(), hostedHeaders(`198.18.0.${client + 1}`));
          if (outcome === 'not found') accepted += 1;
        }
      }
      // A newcomer who types the number right is still answered, and may mistype a little.
      const newcomer = hostedHeaders('198.18.1.1');
      const seen = [await deliver(SEEDED, newcomer)];
      for (let miss = 0; miss <= MAX_MISSES_WHEN_BUSY; miss += 1) {
        seen.push(await deliver(missingNumber(), newcomer));
      }
      seen.push(await deliver(SEEDED, newcomer));
      return { accepted, seen };
    });
    expect(outcomes).toEqual({
      accepted: MISSES_PER_WINDOW,
      seen: [
        'found',
        ...Array<string>(MAX_MISSES_WHEN_BUSY).fill('not found'),
        'refused PT429',
        'refused PT429',
      ],
    });
  });
});
