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
  MAX_MISSES_PER_NETWORK_WHEN_BUSY,
  MISSES_PER_NETWORK,
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
      expect(answer).toEqual({ status: 200, text: '[]' });
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

  it(`allows ${MISSES_PER_WINDOW} misses across all clients, then ${MAX_MISSES_PER_NETWORK_WHEN_BUSY} per network`, async () => {
    const outcomes = await asDelivered(async (deliver) => {
      let accepted = 0;
      for (let client = 0; client < MISSES_PER_WINDOW / MAX_MISSES; client += 1) {
        for (let miss = 0; miss < MAX_MISSES; miss += 1) {
          // Each client in a network of its own: a network's misses are capped too.
          const outcome = await deliver(missingNumber(), hostedHeaders(`198.18.${client}.1`));
          if (outcome === 'not found') accepted += 1;
        }
      }
      // Busy: a network of many addresses gets one client's allowance in all.
      const crowd = [];
      for (let host = 1; host <= MAX_MISSES_PER_NETWORK_WHEN_BUSY + 1; host += 1) {
        crowd.push(await deliver(missingNumber(), hostedHeaders(`198.19.0.${host}`)));
      }
      return { accepted, crowd };
    });
    expect(outcomes).toEqual({
      accepted: MISSES_PER_WINDOW,
      crowd: [
        ...Array<string>(MAX_MISSES_PER_NETWORK_WHEN_BUSY).fill('not found'),
        'refused PT429',
      ],
    });
  });

  it('busy mode never refuses a customer their right number: a flood from 7 networks, then 3 typos', async () => {
    const outcomes = await asDelivered(async (deliver) => {
      // What the probe sent: 7 networks, 30 misses each (210; answered until the global budget
      // is spent, then 10 per network).
      let flood = 0;
      for (let network = 0; network < 7; network += 1) {
        for (let host = 1; host <= MISSES_PER_NETWORK; host += 1) {
          const outcome = await deliver(missingNumber(), hostedHeaders(`203.0.${network}.${host}`));
          if (outcome === 'not found') flood += 1;
        }
      }
      const customer = hostedHeaders('192.0.2.77');
      const typos = [];
      for (let typo = 0; typo < 3; typo += 1) typos.push(await deliver(missingNumber(), customer));
      return { flood, typos, right: await deliver(SEEDED, customer) };
    });
    expect(outcomes).toEqual({
      flood: MISSES_PER_WINDOW,
      typos: ['not found', 'not found', 'not found'],
      right: 'found',
    });
    // The flood did switch busy mode on: the budget was spent.
    const [{ spent } = { spent: 0 }] = await sql<{ spent: number }>(
      `select private.tracking_count('private.tracking_miss_total', private.tracking_window())::int as spent`,
    );
    expect(spent).toBeGreaterThanOrEqual(MISSES_PER_WINDOW);
  });
});

describe('the throttle counts each client and network exactly (issue #30)', () => {
  const found = (outcomes: string[]) => outcomes.filter((outcome) => outcome === 'found').length;

  it('cannot be aimed: addresses chosen to share both counters of a customer do not lock it out', async () => {
    const victim = '192.0.2.40';
    // Two addresses whose first counter of the second version was one of the victim's two.
    const probers = await sql<{ prober: string }>(
      `with victim as (
         select (hashtext($1) & 1023) as first,
                ((hashtext($1) & 1023) + 1 + (hashtextextended($1, 1) & 4194303) % 1023) % 1024
                  as second)
       select (select '10.' || a || '.' || b || '.1'
                 from generate_series(0, 255) a, generate_series(0, 255) b
                where hashtext('10.' || a || '.' || b || '.1') & 1023 = slot
                limit 1) as prober
         from victim, unnest(array[victim.first, victim.second]) as slot`,
      [victim],
    );
    expect(probers).toHaveLength(2);
    const outcomes = await asDelivered(async (deliver) => {
      for (const { prober } of probers) {
        for (let miss = 0; miss < MAX_MISSES; miss += 1) {
          await deliver(missingNumber(), hostedHeaders(prober));
        }
      }
      return [
        await deliver(SEEDED, hostedHeaders(victim)),
        await deliver('000000', hostedHeaders(victim)),
      ];
    });
    expect(outcomes).toEqual(['found', 'not found']);
  });

  it('5,000 misses from 5,000 addresses in other networks refuse no customer a real number', async () => {
    const outcomes = await asDelivered(async (deliver) => {
      for (let i = 0; i < 5_000; i += 1) {
        await deliver(missingNumber(), hostedHeaders(`10.${i >> 8}.${i & 255}.1`));
      }
      const seen = [];
      for (let customer = 0; customer < 200; customer += 1) {
        seen.push(await deliver(SEEDED, hostedHeaders(`172.16.${customer}.9`)));
      }
      return seen;
    });
    expect(found(outcomes)).toBe(200);
  }, 60_000);

  it(`answers exactly ${MAX_MISSES} misses of one client, however many arrive at once`, async () => {
    const client = '192.0.2.60';
    // 20 connections send misses of one client at once, each until refused, 5 rounds.
    const rounds = [];
    for (let round = 0; round < 5; round += 1) {
      await forgetMisses();
      const answered = await Promise.all(
        Array.from({ length: 20 }, () =>
          asDelivered(async (deliver) => {
            let count = 0;
            while ((await deliver(missingNumber(), hostedHeaders(client))) === 'not found') {
              count += 1;
            }
            return count;
          }),
        ),
      );
      rounds.push(answered.reduce((sum, count) => sum + count, 0));
    }
    expect(rounds).toEqual(Array<number>(5).fill(MAX_MISSES));
  });

  it('slides: misses count for 15 minutes from when they happened, across any window edge', async () => {
    const client = '192.0.2.50';
    const missesAgo = (age: string) =>
      sql(
        `insert into private.tracking_miss_log (client, network, missed_at)
         select $1, private.tracking_network($1), clock_timestamp() - $2::interval
           from generate_series(1, $3)`,
        [client, age, MAX_MISSES],
      );
    await missesAgo('14 minutes 55 seconds');
    expect(await asDelivered((deliver) => deliver(SEEDED, hostedHeaders(client)))).toBe(
      'refused PT429',
    );
    await forgetMisses();
    await missesAgo('15 minutes 1 second');
    expect(await asDelivered((deliver) => deliver(SEEDED, hostedHeaders(client)))).toBe('found');
  });

  it('adds up the misses of one network (IPv4 /24, IPv6 /48), never those of another', async () => {
    const outcomes = await asDelivered(async (deliver) => {
      let answered = 0;
      for (let host = 1; host <= 100; host += 1) {
        for (let miss = 0; miss < MAX_MISSES; miss += 1) {
          const outcome = await deliver(missingNumber(), hostedHeaders(`203.0.113.${host}`));
          if (outcome === 'not found') answered += 1;
          if (outcome !== 'not found') break;
        }
      }
      let answeredV6 = 0;
      for (let subnet = 1; subnet <= 100; subnet += 1) {
        const outcome = await deliver(
          missingNumber(),
          hostedHeaders(`2001:db8:bb:${subnet.toString(16)}::1`),
        );
        if (outcome === 'not found') answeredV6 += 1;
      }
      return {
        answered,
        answeredV6,
        sameNetwork: await deliver(SEEDED, hostedHeaders('203.0.113.250')),
        otherNetwork: await deliver(SEEDED, hostedHeaders('203.0.114.250')),
        otherV6Network: await deliver(SEEDED, hostedHeaders('2001:db8:bc::1')),
      };
    });
    expect(outcomes).toEqual({
      answered: MISSES_PER_NETWORK,
      answeredV6: MISSES_PER_NETWORK,
      sameNetwork: 'refused PT429',
      otherNetwork: 'found',
      otherV6Network: 'found',
    });
  });

  it('refuses, before looking, the requests PostgREST rolls back: a hit and a miss alike', async () => {
    const address = newAddress();
    const single = { accept: 'application/vnd.pgrst.object+json' };
    const rollback = { prefer: 'tx=rollback' };
    for (const headers of [single, rollback]) {
      const hit = await rawLookup({ from: address, number: SEEDED, headers });
      const miss = await rawLookup({ from: address, number: missingNumber(), headers });
      expect(hit.status).toBe(406);
      expect(JSON.parse(hit.text)).toEqual({
        code: 'PT406',
        details: null,
        hint: 'Send Accept: application/json, without Prefer: tx=rollback.',
        message: 'tracking lookups must ask for a list of rows',
      });
      expect(miss).toEqual(hit);
    }
    // So a miss can never be taken back: the first 10 are answered, the 11th is refused.
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect((await rawLookup({ from: address, number: missingNumber() })).status).toBe(200);
    }
    expect((await rawLookup({ from: address, number: SEEDED })).status).toBe(429);
  });
});

describe('the journey a number alone shows', () => {
  const SHIPPER = { name: 'Zygmunt Wrzesiński', address: 'Heidestraße 17, 51147 Köln' };
  const RECIPIENT = { name: 'Łucja Kowalska', address: 'ul. Długa 5, 00-238 Warszawa' };
  /** Places that name a party (private.names_party, 20261127100000): shown as 'Depozit'. */
  const NAMING_A_PARTY = [
    ['the whole address', 'Heidestraße 17, 51147 Köln'],
    ['other case and spaces', '  heidestraße 17, 51147 köln '],
    ['its parts in another order', '51147 Köln, Heidestraße 17'],
    ['the street alone, abbreviated', 'Heidestr. 17'],
    ['the street in capitals, ß as ss', 'HEIDESTRASSE'],
    ['after other text', 'Abholung: Heidestraße 17'],
    ['the postcode with the town', 'Köln 51147'],
    ['the other address, after other text', 'Zugestellt: ul. Długa 5, 00-238 Warszawa'],
    ['its street without diacritics', 'Dluga 5'],
    ['its postcode without the hyphen', '00238 Warszawa'],
    ['a name inside a sentence', 'Bei Zygmunt Wrzesiński abgeholt'],
    ['a name without diacritics, in part', 'Wrzesinski'],
    ['a name in the other order', 'Kowalska Łucja'],
  ] as const;
  /** Places that name nobody: shown as typed, a party's town included. */
  const PUBLIC_PLACES = [
    ['the town of an address', 'Köln, Germania'],
    ['the other town', 'Warszawa, PL'],
    ['another town', 'Nürnberg, DE'],
    ['a road and a kilometre', 'Autobahn A3, km 17'],
    ['the neutral place', 'Depozit'],
  ] as const;

  it("shows 'Depozit' for a place that repeats or contains a party's address or name, in any form", async () => {
    const id = `RED-${Date.now().toString(36)}`;
    const entry = (location: string) => ({
      status: 'În tranzit',
      location,
      date: '2026-11-20T10:00:00.000Z',
    });
    const forms = [...NAMING_A_PARTY, ...PUBLIC_PLACES];
    await sql(
      `insert into public.shipments (id, shippername, shipperaddress, recipientname, recipientaddress, history)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        id,
        SHIPPER.name,
        SHIPPER.address,
        RECIPIENT.name,
        RECIPIENT.address,
        JSON.stringify(forms.map(([, place]) => entry(place))),
      ],
    );
    const { data, error } = await lookUp(visitor(), id);
    expect(error).toBeNull();
    const history = (data?.history ?? []) as { status: string; location: string; date: string }[];
    const shown = Object.fromEntries(forms.map(([form], n) => [form, history[n]?.location]));
    expect(shown).toEqual({
      ...Object.fromEntries(NAMING_A_PARTY.map(([form]) => [form, 'Depozit'])),
      ...Object.fromEntries(PUBLIC_PLACES.map(([form, place]) => [form, place])),
    });
    // Status and date of every entry stay.
    expect(history.map(({ status, date }) => ({ status, date }))).toEqual(
      forms.map(() => ({ status: 'În tranzit', date: '2026-11-20T10:00:00.000Z' })),
    );
  });
});
