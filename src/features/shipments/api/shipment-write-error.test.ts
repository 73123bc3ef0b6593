import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { ServerUnreachableError } from '@/lib/request-error';

import { DuplicateTrackingNumberError, shipmentWriteFailure } from './shipment-write-error';

/** PostgREST's error body as supabase-js hands it over. */
const postgrest = (code: string, message = '') => ({ code, message, details: '', hint: '' });

describe('shipmentWriteFailure', () => {
  it('a taken number: before the insert, or the primary key during it (a race)', () => {
    expect(shipmentWriteFailure(new DuplicateTrackingNumberError('123456'))).toEqual({
      kind: 'duplicate',
    });
    expect(
      shipmentWriteFailure(
        postgrest('23505', 'duplicate key value violates unique constraint "shipments_pkey"'),
      ),
    ).toEqual({ kind: 'duplicate' });
    expect(shipmentWriteFailure(postgrest('23505', 'violates "other_key"'))).toEqual({
      kind: 'unexpected',
    });
  });

  it('someone saved in between; the shipment is gone; not staff any more', () => {
    expect(shipmentWriteFailure(postgrest('PT409'))).toEqual({ kind: 'conflict' });
    expect(shipmentWriteFailure(postgrest('P0002'))).toEqual({ kind: 'gone' });
    expect(shipmentWriteFailure(postgrest('42501'))).toEqual({ kind: 'forbidden' });
    expect(shipmentWriteFailure(postgrest('PGRST301'))).toEqual({ kind: 'sessionRejected' });
  });

  it('issue #53: an unpaid escrow delivery and a step the escrow no longer allows are no conflict', () => {
    const refused = (details: string) => ({ ...postgrest('PT409'), details });
    expect(shipmentWriteFailure(refused('escrow_unpaid'))).toEqual({ kind: 'escrowUnpaid' });
    expect(shipmentWriteFailure(refused('escrow_transition'))).toEqual({
      kind: 'escrowTransition',
    });
    expect(shipmentWriteFailure(refused('stale_updated_at'))).toEqual({ kind: 'conflict' });
  });

  it('a named check names its field', () => {
    const check = (name: string) =>
      postgrest('23514', `new row for relation "shipments" violates check constraint "${name}"`);
    expect(shipmentWriteFailure(check('shipments_info_length'))).toEqual({
      kind: 'refused',
      field: 'info',
    });
    expect(shipmentWriteFailure(check('shipments_money_length'))).toEqual({
      kind: 'refused',
      field: 'money',
    });
    expect(shipmentWriteFailure(check('shipments_currentposition_range'))).toEqual({
      kind: 'refused',
      field: 'latitude',
    });
    expect(shipmentWriteFailure(check('shipments_first_location_length'))).toEqual({
      kind: 'refused',
      field: 'firstLocation',
    });
    expect(shipmentWriteFailure(check('shipments_id_format'))).toEqual({
      kind: 'refused',
      field: 'id',
    });
    expect(shipmentWriteFailure(check('something_else'))).toEqual({ kind: 'unexpected' });
  });

  it('issue #26’s checks name the field to mark and why', () => {
    const check = (name: string) =>
      postgrest('23514', `new row for relation "shipments" violates check constraint "${name}"`);
    expect(shipmentWriteFailure(check('shipments_shipperemail_format'))).toEqual({
      kind: 'refused',
      field: 'shipperemail',
      reason: 'email',
    });
    expect(shipmentWriteFailure(check('shipments_recipientemail_format'))).toEqual({
      kind: 'refused',
      field: 'recipientemail',
      reason: 'email',
    });
    expect(shipmentWriteFailure(check('shipments_notifyrecipient_needs_email'))).toEqual({
      kind: 'refused',
      field: 'recipientemail',
      reason: 'notifyNeedsEmail',
    });
    expect(shipmentWriteFailure(check('shipments_notifyshipper_needs_email'))).toEqual({
      kind: 'refused',
      field: 'shipperemail',
      reason: 'notifyNeedsEmail',
    });
    expect(shipmentWriteFailure(check('shipments_shipperlanguage_known'))).toEqual({
      kind: 'refused',
      field: 'shipperlanguage',
      reason: 'language',
    });
    expect(shipmentWriteFailure(check('shipments_expected_delivery_order'))).toEqual({
      kind: 'refused',
      field: 'expecteddeliveryto',
      reason: 'expectedOrder',
    });
  });

  it('no answer from the server', () => {
    const cause = new PostgrestError({ ...postgrest(''), message: 'TypeError: Failed to fetch' });
    expect(shipmentWriteFailure(new ServerUnreachableError(cause))).toEqual({
      kind: 'unreachable',
    });
    expect(shipmentWriteFailure(new Error('boom'))).toEqual({ kind: 'unexpected' });
  });
});
