/**
 * Nothing of the parties reaches a tracking number alone (issue #30, DECISIONS 18): a shipment
 * made through each staff path, with a distinctive value in every personal field, looked up as
 * anyone can (anon, POST /rest/v1/rpc/track_shipment, raw HTTP), and the raw answer searched
 * for every one of those values.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import {
  CANARY_MARK,
  CANARY_PATHS,
  CONTACT_FIELDS,
  PERSONAL_FIELDS,
} from '../support/party-canaries';
import { newAddress, staff } from './clients';
import { uniqueShipmentId } from './support';
import { forgetMisses, rawLookup } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(forgetMisses);

interface Answer {
  access: string;
  history: { location: string }[];
  [field: string]: unknown;
}

const personalFields = (answer: Answer) =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, answer[field]]));
const NONE = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));

describe.each(Object.entries(CANARY_PATHS))('a shipment made by %s', (_path, make) => {
  it('shows none of its personal values to the number alone or with a wrong key', async () => {
    const shipment = await make(desk, uniqueShipmentId('CANARY'));

    for (const [partyKey, access] of [
      [undefined, 'number_only'],
      ['A'.repeat(32), 'key_refused'],
    ] as const) {
      const raw = await rawLookup({ from: newAddress(), number: shipment.id, partyKey });
      expect(raw.status).toBe(200);
      // Anywhere in the answer, whole or in part (each value carries the mark).
      const found = [CANARY_MARK, ...shipment.values].filter((value) => raw.text.includes(value));
      expect(found, access).toEqual([]);
      const [answer] = JSON.parse(raw.text) as [Answer];
      expect(answer.access).toBe(access);
      expect(personalFields(answer)).toEqual(NONE);
      expect(answer.history.map((entry) => entry.location)).toEqual(shipment.places);
    }

    // The values are there to be found: the shipper's link opens every one of them.
    const { data: link, error } = await desk
      .rpc('create_tracking_link', { tracking_number: shipment.id, party: 'shipper' })
      .single();
    expect(error).toBeNull();
    const full = await rawLookup({
      from: newAddress(),
      number: shipment.id,
      partyKey: link?.key ?? '',
    });
    const [answer] = JSON.parse(full.text) as [Answer];
    expect(answer.access).toBe('full');
    for (const field of PERSONAL_FIELDS) {
      expect(answer[field], field).toEqual(expect.stringContaining(CANARY_MARK));
    }
    // The addresses the shipment was made with (every path sets both) are not in it.
    const addresses = shipment.values.filter((value) => value.includes('@'));
    expect(addresses.length).toBeGreaterThanOrEqual(CONTACT_FIELDS.length);
    expect(addresses.filter((address) => full.text.includes(address))).toEqual([]);
  });
});
