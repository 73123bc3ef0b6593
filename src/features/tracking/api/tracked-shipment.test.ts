import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { trackedShipmentSchema } from './tracked-shipment';

const row = {
  id: '482913',
  status: 'În tranzit',
  shippername: 'Landtechnik Huber GmbH',
  shipperaddress: 'Industriestraße 14',
  recipientname: 'Ferme Dubois EARL',
  recipientaddress: '12 Route de Chartres',
  transportedgoods: 'Traktor',
  accessories: null,
  info: null,
  purchaseprice: null,
  shippingcosts: null,
  additionalservices: null,
  totalamount: null,
  paymentmethod: null,
  history: [{ status: 'În tranzit', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00Z' }],
  currentposition: { lat: 48.57, lng: 7.75 },
  access: 'full',
};

const parse = (value: unknown) => v.parse(trackedShipmentSchema, value);

describe('tracked shipment schema', () => {
  it('reads a row of public.tracked_shipment as it is', () => {
    expect(parse(row)).toEqual(row);
  });

  it('keeps the readable history entries and drops a bad position, not the shipment', () => {
    const parsed = parse({
      ...row,
      history: [row.history[0], { status: 1 }, 'text', null],
      currentposition: { lat: '48', lng: 7 },
    });
    expect(parsed.history).toEqual(row.history);
    expect(parsed.currentposition).toBeNull();
    expect(parse({ ...row, history: { not: 'a list' } }).history).toEqual([]);
    expect(parse({ ...row, history: null }).history).toEqual([]);
  });

  it.each([
    ['number_only', 'number_only'],
    ['key_refused', 'key_refused'],
    // A page never shows more than it was told it may: anything else is the journey only.
    [undefined, 'number_only'],
    [null, 'number_only'],
    ['FULL', 'number_only'],
    ['everything', 'number_only'],
  ])('reads access %j as %s', (access, read) => {
    expect(parse({ ...row, access }).access).toBe(read);
  });

  it('refuses a row whose texts are not texts', () => {
    const result = v.safeParse(trackedShipmentSchema, { ...row, status: 7 });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['status']);
  });
});
