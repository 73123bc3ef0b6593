import { describe, expect, it } from 'vitest';

import { readTrackedShipment } from './tracked-shipment';

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
  expecteddeliveryfrom: '2026-12-01',
  expecteddeliveryto: null,
  length_m: 5.2,
  width_m: 2.55,
  height_m: null,
  weight_kg: 8900,
  history: [{ status: 'În tranzit', location: 'Strasbourg, FR', date: '2026-11-18T09:05:00Z' }],
  currentposition: { lat: 48.57, lng: 7.75 },
  access: 'full',
  reports: [{ id: 'r1', kind: 'collection' }],
  escrow: { state: 'inspection', amount: 118500, party: 'buyer' },
};

const parse = readTrackedShipment;

describe('readTrackedShipment', () => {
  it('reads a row of public.tracked_shipment as it is', () => {
    expect(parse(row)).toEqual(row);
  });

  it('reads the load size as numbers, anything else (or a backend without them) as none', () => {
    const parsed = parse({ ...row, length_m: '5.2', width_m: Number.NaN, weight_kg: undefined });
    expect([parsed.length_m, parsed.width_m, parsed.height_m, parsed.weight_kg]).toEqual([
      null,
      null,
      null,
      null,
    ]);
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

  it('keeps only the three fields of a history entry and the two of a position', () => {
    const parsed = parse({
      ...row,
      history: [{ ...row.history[0], note: '<script>' }],
      currentposition: { lat: 48.57, lng: 7.75, alt: 140 },
    });
    expect(parsed.history).toEqual(row.history);
    expect(parsed.currentposition).toEqual({ lat: 48.57, lng: 7.75 });
    expect(parse({ ...row, currentposition: [48.57, 7.75] }).currentposition).toBeNull();
    expect(parse({ ...row, currentposition: { lat: 48.57 } }).currentposition).toBeNull();
  });

  it('refuses a row whose texts are not texts, naming the column', () => {
    expect(() => parse({ ...row, status: 7 })).toThrow(
      new TypeError('tracked_shipment.status: expected a text or null'),
    );
    const { paymentmethod: _missing, ...withoutPayment } = row;
    expect(() => parse(withoutPayment)).toThrow(
      new TypeError('tracked_shipment.paymentmethod: expected a text or null'),
    );
  });

  it.each([null, 'text', { id: 'r1' }])(
    'reads reports %j, which are not a list, as none',
    (reports) => {
      expect(parse({ ...row, reports }).reports).toBeNull();
    },
  );

  it.each([null, 'text', [{ state: 'inspection' }]])(
    'reads escrow %j, which is not an object, as none',
    (escrow) => {
      expect(parse({ ...row, escrow }).escrow).toBeNull();
    },
  );

  it.each([null, 'text', [row]])('refuses %j, which is not a row', (value) => {
    expect(() => parse(value)).toThrow(new TypeError('tracked_shipment: expected a row'));
  });
});
