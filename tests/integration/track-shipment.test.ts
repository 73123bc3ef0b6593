/** The public lookup: hit, miss, per-client throttling (DECISIONS 2). */
import { describe, expect, it } from 'vitest';

import { newAddress, visitor } from './clients';
import { sql } from './support';

const SEEDED = '482913';
const MAX_MISSES = 10;

async function lookUp(client: ReturnType<typeof visitor>, number: string) {
  return client.rpc('track_shipment', { tracking_number: number }).single();
}

async function slotOf(address: string): Promise<number> {
  const [row] = await sql<{ slot: number }>('select hashtext($1) & 1023 as slot', [address]);
  return row?.slot ?? -1;
}

describe('track_shipment', () => {
  it('finds a seeded shipment by its exact number', async () => {
    const { data, error } = await lookUp(visitor(), SEEDED);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: SEEDED,
      status: 'În tranzit',
      transportedgoods: expect.stringMatching(/Traktor/),
    });
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

  it(`throttles a client after ${MAX_MISSES} misses, with its own error code`, async () => {
    const address = newAddress();
    const client = visitor(address);
    for (let miss = 0; miss < MAX_MISSES; miss += 1) {
      expect((await lookUp(client, `9${miss}0000`)).error?.code).toBe('PGRST116');
    }
    const throttled = await lookUp(client, '999999');
    expect(throttled.error?.code).toBe('PT429');
    expect(throttled.error?.hint).toMatch(/few minutes/);
    // Throttled means throttled: even a real number waits until the window has passed.
    expect((await lookUp(client, SEEDED)).error?.code).toBe('PT429');

    // Another customer is not affected (one whose address hashes to another counter slot).
    let otherAddress = newAddress();
    while ((await slotOf(otherAddress)) === (await slotOf(address))) otherAddress = newAddress();
    const other = visitor(otherAddress);
    expect((await lookUp(other, SEEDED)).data).toMatchObject({ id: SEEDED });
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
