/**
 * Contact per party and expected delivery (issue #26, items 1 and 2): the database's checks on
 * what staff save, and what the public answer shows (the dates) and never shows (addresses,
 * languages, notify flags). Through the gateway with supabase-js and raw HTTP.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { newAddress, service, staff } from './clients';
import { contactShipment } from './customer-email';
import { deleteShipment, versionOf } from './staff-writes';
import { sql, uniqueShipmentId } from './support';
import { forgetMisses, rawLookup } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});
beforeEach(forgetMisses);

function create(fields: Record<string, unknown>) {
  return desk.rpc('create_shipment', {
    shipment: {
      id: uniqueShipmentId('COL'),
      shippername: 'Ion Popescu',
      recipientname: 'Hans Müller',
      ...fields,
    },
  });
}

const INVALID_ADDRESSES: [string, string][] = [
  ['CRLF and a header', 'client@example.com\r\nBcc: all@example.com'],
  ['a line feed', 'client@example.com\n'],
  ['a space inside', 'cli ent@example.com'],
  ['two @', 'client@home@example.com'],
  ['255 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
  ['unicode in the local part', 'clienț@example.com'],
  ['unicode in the domain (not punycode)', 'client@exämple.com'],
  ['a display name', 'Client <client@example.com>'],
  ['a comma list', 'a@example.com,b@example.com'],
  ['a semicolon', 'a@example.com;'],
  ['a domain without a dot', 'client@localhost'],
  ['a local part of 65', `${'a'.repeat(65)}@example.com`],
  ['no local part', '@example.com'],
  ['a label starting with a hyphen', 'client@-example.com'],
  ['a double dot', 'cli..ent@example.com'],
];

describe('an e-mail address', () => {
  it('of 255 characters is the one in the list', () => {
    expect(INVALID_ADDRESSES.find(([what]) => what === '255 characters')?.[1]).toHaveLength(255);
  });

  it.each(INVALID_ADDRESSES)('with %s is refused by name (23514)', async (_what, address) => {
    for (const party of ['shipper', 'recipient'] as const) {
      const { data, error } = await create({ [`${party}email`]: address });
      expect(data).toBeNull();
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(`shipments_${party}email_format`);
    }
  });

  it('of exactly 254 characters, in punycode or mixed case, is taken', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    for (const address of [longest, 'info@xn--mnchen-3ya.de', 'Jean.Dupont+suivi@Exemple.FR']) {
      const { data, error } = await create({ recipientemail: address });
      expect(error).toBeNull();
      expect(data?.recipientemail).toBe(address);
    }
  });

  it('is stored trimmed, and blank as none', async () => {
    const spaced = await create({ shipperemail: '  client@example.com ' });
    expect(spaced.error).toBeNull();
    expect(spaced.data?.shipperemail).toBe('client@example.com');
    const blank = await create({ shipperemail: '   ' });
    expect(blank.error).toBeNull();
    expect(blank.data?.shipperemail).toBeNull();
  });

  it('is refused by a direct write with the service key too (the check is the table’s)', async () => {
    const id = uniqueShipmentId('COL');
    const { error } = await service()
      .from('shipments')
      .insert({ id, shippername: 'A', recipientname: 'B', recipientemail: 'x@y.z\r\nTo: q@r.s' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('shipments_recipientemail_format');
  });
});

describe('language, notify and expected delivery', () => {
  it('defaults to English, no e-mails, no date', async () => {
    const { data, error } = await create({});
    expect(error).toBeNull();
    expect(data).toMatchObject({
      shipperemail: null,
      shipperlanguage: 'en',
      notifyshipper: false,
      recipientemail: null,
      recipientlanguage: 'en',
      notifyrecipient: false,
      expecteddeliveryfrom: null,
      expecteddeliveryto: null,
    });
  });

  it('refuses a language that is not one of the seven', async () => {
    for (const [party, language] of [
      ['shipper', 'ro'],
      ['recipient', 'EN'],
    ] as const) {
      const { error } = await create({ [`${party}language`]: language });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(`shipments_${party}language_known`);
    }
  });

  it('refuses notify without an address, on create and on save', async () => {
    const created = await create({ notifyrecipient: true });
    expect(created.error?.code).toBe('23514');
    expect(created.error?.message).toContain('shipments_notifyrecipient_needs_email');

    const { id } = await contactShipment(desk, { notifyshipper: true });
    const saved = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { shipperemail: null },
    });
    expect(saved.error?.code).toBe('23514');
    expect(saved.error?.message).toContain('shipments_notifyshipper_needs_email');
  });

  it('refuses a window that ends before it starts, or an end without a start', async () => {
    for (const window of [
      { expecteddeliveryfrom: '2026-12-05', expecteddeliveryto: '2026-12-04' },
      { expecteddeliveryto: '2026-12-04' },
    ]) {
      const { error } = await create(window);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('shipments_expected_delivery_order');
    }
    const oneDay = await create({
      expecteddeliveryfrom: '2026-12-04',
      expecteddeliveryto: '2026-12-04',
    });
    expect(oneDay.error).toBeNull();
  });

  it('are saved and cleared by save_shipment, and recorded in the audit trail', async () => {
    const { id } = await contactShipment(desk);
    const { data, error } = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: {
        recipientemail: 'nouvelle@example.fr',
        recipientlanguage: 'it',
        notifyrecipient: false,
        expecteddeliveryfrom: '2026-12-01',
        expecteddeliveryto: '2026-12-03',
      },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      recipientemail: 'nouvelle@example.fr',
      recipientlanguage: 'it',
      notifyrecipient: false,
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
    const trail = await desk.rpc('shipment_changes', { tracking_number: id });
    expect(trail.error).toBeNull();
    expect(trail.data?.[0]?.changes).toEqual({
      recipientemail: { from: expect.stringMatching(/^recipient\./), to: 'nouvelle@example.fr' },
      recipientlanguage: { from: 'fr', to: 'it' },
      notifyrecipient: { from: true, to: false },
      expecteddeliveryfrom: { from: null, to: '2026-12-01' },
      expecteddeliveryto: { from: null, to: '2026-12-03' },
    });

    const cleared = await desk.rpc('save_shipment', {
      tracking_number: id,
      expected_updated_at: await versionOf(desk, id),
      changes: { recipientemail: '', expecteddeliveryfrom: null, expecteddeliveryto: null },
    });
    expect(cleared.error).toBeNull();
    expect(cleared.data).toMatchObject({
      recipientemail: null,
      expecteddeliveryfrom: null,
      expecteddeliveryto: null,
    });
  });

  it('come back with restore_shipment, and a row deleted before they existed gets the defaults', async () => {
    const { id, recipientEmail } = await contactShipment(desk, {
      expecteddeliveryfrom: '2026-12-01',
    });
    expect((await deleteShipment(desk, id)).error).toBeNull();
    const restored = await desk.rpc('restore_shipment', { tracking_number: id });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({
      recipientemail: recipientEmail,
      recipientlanguage: 'fr',
      notifyrecipient: true,
      expecteddeliveryfrom: '2026-12-01',
    });

    // A delete record as 20261125150000 wrote them: none of the new columns.
    const old = uniqueShipmentId('OLD');
    await sql(
      `insert into audit.shipment_changes (shipment_id, action, actor, changes)
       select $1, 'delete', 'system', jsonb_object_agg(key, jsonb_build_object('from', value, 'to', null))
         from jsonb_each(jsonb_build_object(
           'id', $1::text, 'status', 'În tranzit', 'shippername', 'A', 'shipperaddress', '',
           'recipientname', 'B', 'recipientaddress', '', 'transportedgoods', '', 'accessories', '',
           'info', null, 'purchaseprice', '', 'shippingcosts', '', 'additionalservices', '',
           'totalamount', '', 'paymentmethod', '', 'history', '[]'::jsonb, 'currentposition', null,
           'created_at', now(), 'updated_at', now()))`,
      [old],
    );
    const back = await desk.rpc('restore_shipment', { tracking_number: old });
    expect(back.error).toBeNull();
    expect(back.data).toMatchObject({
      id: old,
      shipperemail: null,
      shipperlanguage: 'en',
      notifyshipper: false,
      recipientlanguage: 'en',
      notifyrecipient: false,
      expecteddeliveryfrom: null,
    });
  });
});

describe('the public answer', () => {
  it('has the expected delivery for the number alone and with the key, never an address', async () => {
    const { id, shipperEmail, recipientEmail } = await contactShipment(desk, {
      notifyshipper: true,
      expecteddeliveryfrom: '2026-12-01',
      expecteddeliveryto: '2026-12-03',
    });
    const link = await desk.rpc('create_tracking_link', {
      tracking_number: id,
      party: 'recipient',
    });
    expect(link.error).toBeNull();
    const key = link.data?.[0]?.key;
    expect(key).toHaveLength(32);

    for (const [partyKey, access] of [
      [undefined, 'number_only'],
      [key, 'full'],
    ] as const) {
      const raw = await rawLookup({ from: newAddress(), number: id, partyKey });
      expect(raw.status).toBe(200);
      // The whole answer, every field and every value.
      for (const secret of [shipperEmail, recipientEmail, '@example.']) {
        expect(raw.text).not.toContain(secret);
      }
      const [answer] = JSON.parse(raw.text) as [Record<string, unknown>];
      expect(answer).toMatchObject({
        access,
        expecteddeliveryfrom: '2026-12-01',
        expecteddeliveryto: '2026-12-03',
      });
      expect(Object.keys(answer).filter((field) => /email|language|notify/.test(field))).toEqual(
        [],
      );
    }
  });

  it('has no expected delivery once the shipment is delivered', async () => {
    const { id } = await contactShipment(desk, {
      notifyrecipient: false,
      expecteddeliveryfrom: '2026-12-01',
    });
    const delivered = await desk.rpc('add_shipment_event', {
      tracking_number: id,
      status: 'Livrat',
      location: 'Chartres, Franța',
    });
    expect(delivered.error).toBeNull();
    const raw = await rawLookup({ from: newAddress(), number: id });
    const [answer] = JSON.parse(raw.text) as [Record<string, unknown>];
    expect(answer).toMatchObject({
      status: 'Livrat',
      expecteddeliveryfrom: null,
      expecteddeliveryto: null,
    });
  });
});
