/** The staff dialog's writes: create_shipment and save_shipment (issue #11). */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Json } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { customer, staff } from './clients';
import { uniqueShipmentId } from './support';

let client: ProjectClient;

beforeAll(async () => {
  client = await staff();
});

const create = (shipment: Record<string, unknown>, firstLocation?: string) =>
  client.rpc('create_shipment', {
    shipment: shipment as Json,
    ...(firstLocation === undefined ? {} : { first_location: firstLocation }),
  });

describe('create_shipment', () => {
  it('starts with status and one route entry at the pickup place, trimmed, server time', async () => {
    const id = uniqueShipmentId('NEW');
    const before = Date.now();
    const { data, error } = await create(
      { id, shippername: 'Șerban', shipperaddress: 'Str. Lungă 1, Brașov', recipientname: 'Zoë' },
      '  Brașov, România ',
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      status: 'Expediere creată',
      shipperaddress: 'Str. Lungă 1, Brașov',
    });
    expect(data?.history).toEqual([
      { status: 'Expediere creată', location: 'Brașov, România', date: expect.any(String) },
    ]);
    const date = Date.parse((data?.history as { date: string }[])[0]?.date ?? '');
    expect(date).toBeGreaterThan(before - 60_000);
  });

  // DECISIONS 18: the number alone shows the route; the address is for party links only.
  it("puts the first entry at 'Depozit' without a pickup place, never at the shipper address", async () => {
    for (const firstLocation of [undefined, '', '  ']) {
      const { data, error } = await create(
        {
          id: uniqueShipmentId('DEP'),
          shippername: 'A',
          recipientname: 'B',
          shipperaddress: 'Str. Lungă 1, Brașov',
        },
        firstLocation,
      );
      expect(error).toBeNull();
      expect(data?.history).toEqual([
        { status: 'Expediere creată', location: 'Depozit', date: expect.any(String) },
      ]);
    }
  });

  it('accepts a shipper address of 500 characters, as the column and the form do', async () => {
    const address = `Str. ${'ă'.repeat(489)}, Cluj`;
    expect(address).toHaveLength(500);
    const { data, error } = await create({
      id: uniqueShipmentId('LONG'),
      shippername: 'A',
      recipientname: 'B',
      shipperaddress: address,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ shipperaddress: address, history: [{ location: 'Depozit' }] });
  });

  it('takes a pickup place of 200 characters and refuses 201 with its own constraint', async () => {
    const ok = await create(
      { id: uniqueShipmentId('LOC'), shippername: 'A', recipientname: 'B' },
      'ș'.repeat(200),
    );
    expect(ok.error).toBeNull();
    const id = uniqueShipmentId('LOC');
    const long = await create({ id, shippername: 'A', recipientname: 'B' }, 'ș'.repeat(201));
    expect(long.data).toBeNull();
    expect(long.error).toMatchObject({ code: '23514' });
    expect(long.error?.message).toContain('"shipments_first_location_length"');
    expect(await client.from('shipments').select('id').eq('id', id)).toMatchObject({ data: [] });
  });

  it('refuses an existing number with 23505 on shipments_pkey', async () => {
    const id = uniqueShipmentId('DUP');
    expect((await create({ id, shippername: 'A', recipientname: 'B' })).error).toBeNull();
    const { data, error } = await create({ id, shippername: 'C', recipientname: 'D' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '23505' });
    expect(error?.message).toContain('shipments_pkey');
  });

  it('refuses unknown fields and history', async () => {
    const { error } = await create({
      id: uniqueShipmentId('UNK'),
      shippername: 'A',
      recipientname: 'B',
      history: [],
    });
    expect(error).toMatchObject({ code: '22023', details: 'unknown_field: history' });
  });

  it('refuses a signed-in customer', async () => {
    const other = await customer();
    const { error } = await other.rpc('create_shipment', {
      shipment: { id: uniqueShipmentId('CUS'), shippername: 'A', recipientname: 'B' },
    });
    expect(error).toMatchObject({ code: '42501' });
  });
});

describe('save_shipment', () => {
  it('writes only the given fields, and a stale version gets PT409 with nothing written', async () => {
    const id = uniqueShipmentId('SAVE');
    const { data: created } = await create({ id, shippername: 'A', recipientname: 'B', info: 'x' });
    const loaded = created!.updated_at;
    const first = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: loaded,
      changes: { shippername: 'A2', info: null },
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ shippername: 'A2', recipientname: 'B', info: null });
    expect(first.data!.updated_at).not.toBe(loaded);

    const second = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: loaded,
      changes: { recipientname: 'B2' },
    });
    expect(second.error).toMatchObject({ code: 'PT409', details: 'stale_updated_at' });
    const { data: now } = await client.from('shipments').select('recipientname').eq('id', id);
    expect(now).toEqual([{ recipientname: 'B' }]);
  });

  it('saves the phones and the notes for the driver (issue #52), trimmed, and refuses a bad phone', async () => {
    const id = uniqueShipmentId('ROAD');
    const { data: created, error } = await create({
      id,
      shippername: 'A',
      recipientname: 'B',
      shipperphone: ' +40 (721) 000-111 ',
      driver_notes: 'Gate code 1234.',
    });
    expect(error).toBeNull();
    expect(created).toMatchObject({ shipperphone: '+40 (721) 000-111', recipientphone: null });
    const saved = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: created!.updated_at,
      changes: { recipientphone: '0049 170/123.45', driver_notes: '  ' },
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      shipperphone: '+40 (721) 000-111',
      recipientphone: '0049 170/123.45',
      driver_notes: null,
    });
    const bad = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: saved.data!.updated_at,
      changes: { recipientphone: 'call Ana' },
    });
    expect(bad.error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('shipments_recipientphone_format'),
    });
  });

  it('appends a route entry and sets the status only when both event fields are set', async () => {
    const id = uniqueShipmentId('EVT');
    const { data: created } = await create({ id, shippername: 'A', recipientname: 'B' });
    const half = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: created!.updated_at,
      changes: {},
      event_status: 'În tranzit',
      event_location: ' ',
    });
    expect(half.error).toBeNull();
    expect(half.data).toMatchObject({ status: 'Expediere creată' });
    expect(half.data!.history).toHaveLength(1);
    const full = await client.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: half.data!.updated_at,
      changes: { status: 'ignored' },
      event_status: 'În tranzit',
      event_location: 'Viena',
    });
    expect(full.error).toBeNull();
    expect(full.data).toMatchObject({ status: 'În tranzit' });
    expect(full.data!.history).toEqual([
      expect.objectContaining({ status: 'Expediere creată' }),
      { status: 'În tranzit', location: 'Viena', date: expect.any(String) },
    ]);
  });

  it('says P0002 for a number that is gone', async () => {
    const { error } = await client.rpc('save_shipment', {
      tracking_number: uniqueShipmentId('GONE'),
      expected_updated_at: new Date().toISOString(),
      changes: {},
    });
    expect(error).toMatchObject({ code: 'P0002', details: 'no_shipment' });
  });
});
