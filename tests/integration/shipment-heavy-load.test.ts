/**
 * Heavy-load facts on shipments (issue #37): create_shipment and save_shipment take the
 * dimensions, weight, permit, escort and time windows and the table's checks refuse what is out
 * of bounds; the number alone never sees dimensions or weight, a party's link does.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Json } from '#common/database.types';

import type { ProjectClient } from '../../dev-support/node-supabase-client';
import { anon, staff } from './clients';
import { uniqueShipmentId } from './support';
import { forgetMisses, lookUp } from './tracking';

let desk: ProjectClient;

beforeAll(async () => {
  desk = await staff();
});

const HEAVY = {
  length_m: 18.4,
  width_m: 3.2,
  height_m: 4.05,
  weight_kg: 42000,
  permit: 'approved',
  permit_number: 'AT-2026-1234',
  permit_valid_until: '2026-12-31',
  escort: 'two',
  pickup_window_from: '2026-12-01T06:00:00+00:00',
  pickup_window_to: '2026-12-01T10:00:00+00:00',
  delivery_window_from: '2026-12-03T08:00:00+00:00',
  delivery_window_to: '2026-12-03T16:00:00+00:00',
};

function create(fields: Record<string, unknown>) {
  return desk.rpc('create_shipment', {
    shipment: {
      id: uniqueShipmentId('HL'),
      shippername: 'A',
      recipientname: 'B',
      ...fields,
    } as Json,
  });
}

describe('create_shipment and save_shipment with heavy-load facts', () => {
  it('stores every new column, and defaults without them', async () => {
    const { data, error } = await create(HEAVY);
    expect(error).toBeNull();
    expect(data).toMatchObject({ ...HEAVY, request_reference: null });

    const plain = await create({});
    expect(plain.error).toBeNull();
    expect(plain.data).toMatchObject({
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
      permit: 'not_needed',
      permit_number: null,
      permit_valid_until: null,
      escort: 'none',
      pickup_window_from: null,
      delivery_window_to: null,
    });
  });

  it('saves the new columns and only those given', async () => {
    const { data: created } = await create({ length_m: 5 });
    const saved = await desk.rpc('save_shipment', {
      tracking_number: created!.id,
      expected_updated_at: created!.updated_at,
      changes: { width_m: 2.55, permit: 'requested', permit_number: '  ', escort: 'police' },
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      length_m: 5,
      width_m: 2.55,
      permit: 'requested',
      permit_number: null,
      escort: 'police',
    });
  });

  it.each([
    [{ length_m: 0 }, 'shipments_dimensions_range'],
    [{ length_m: 60.01 }, 'shipments_dimensions_range'],
    [{ width_m: 12.5 }, 'shipments_dimensions_range'],
    [{ height_m: -1 }, 'shipments_dimensions_range'],
    [{ weight_kg: 500001 }, 'shipments_dimensions_range'],
    [{ permit: 'approved' }, 'shipments_permit_approved'],
    [{ permit: 'approved', permit_number: 'X' }, 'shipments_permit_approved'],
    [{ permit: 'maybe' }, 'shipments_permit'],
    [{ permit_number: 'x'.repeat(101) }, 'shipments_permit_number_length'],
    [{ escort: 'three' }, 'shipments_escort'],
    [{ pickup_window_to: '2026-12-01T10:00:00Z' }, 'shipments_time_windows_order'],
    [
      { delivery_window_from: '2026-12-03T10:00:00Z', delivery_window_to: '2026-12-03T09:00:00Z' },
      'shipments_time_windows_order',
    ],
  ])('refuses %j with %s', async (fields, constraint) => {
    const { data, error } = await create(fields);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain(constraint);

    const { data: created } = await create({});
    const saved = await desk.rpc('save_shipment', {
      tracking_number: created!.id,
      expected_updated_at: created!.updated_at,
      changes: fields as Json,
    });
    expect(saved.error).toMatchObject({ code: '23514' });
    expect(saved.error?.message).toContain(constraint);
  });

  it('refuses request_reference from save_shipment', async () => {
    const { data: created } = await create({});
    const saved = await desk.rpc('save_shipment', {
      tracking_number: created!.id,
      expected_updated_at: created!.updated_at,
      changes: { request_reference: 'A-2026-00001' },
    });
    expect(saved.error).toMatchObject({
      code: '22023',
      details: 'unknown_field: request_reference',
    });
  });
});

describe('the tracking answer', () => {
  beforeEach(forgetMisses);

  it('shows dimensions and weight to a party’s link, never to the number alone', async () => {
    const { data: created } = await create(HEAVY);
    const id = created!.id;
    const alone = await lookUp(anon(), id);
    expect(alone.error).toBeNull();
    expect(alone.data).toMatchObject({
      access: 'number_only',
      length_m: null,
      width_m: null,
      height_m: null,
      weight_kg: null,
    });
    const refused = await lookUp(anon(), id, 'A'.repeat(32));
    expect(refused.data).toMatchObject({ access: 'key_refused', length_m: null, weight_kg: null });

    const { data: link, error } = await desk
      .rpc('create_tracking_link', { tracking_number: id, party: 'recipient' })
      .single();
    expect(error).toBeNull();
    const party = await lookUp(anon(), id, link!.key ?? '');
    expect(party.data).toMatchObject({
      access: 'full',
      length_m: 18.4,
      width_m: 3.2,
      height_m: 4.05,
      weight_kg: 42000,
    });
    // Permit, escort and time windows are for staff only: not in any answer.
    for (const answer of [alone.data, party.data]) {
      for (const column of [
        'permit',
        'permit_number',
        'escort',
        'pickup_window_from',
        'request_reference',
      ]) {
        expect(answer).not.toHaveProperty(column);
      }
    }
  });
});
