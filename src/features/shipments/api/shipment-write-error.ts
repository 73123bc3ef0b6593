import { errorField } from '@/lib/postgrest-error';
import { ServerUnreachableError } from '@/lib/request-error';
import { isSessionRejected } from '@/lib/session-rejected';

import type { ShipmentField } from '../field-labels';

/** The duplicate check before an insert found the number taken. */
export class DuplicateTrackingNumberError extends Error {
  constructor(readonly trackingNumber: string) {
    super(`a shipment with tracking number ${trackingNumber} exists`);
    this.name = 'DuplicateTrackingNumberError';
  }
}

/** A field the database refused, or the money group (one check covers its five fields). */
type RefusedField = ShipmentField | 'money';

/**
 * Why a check refused a field, when the check says more than "too long or malformed": the
 * same words the form's own validation uses for it.
 */
export type RefusalReason = 'email' | 'notifyNeedsEmail' | 'language' | 'expectedOrder';

export type ShipmentWriteFailure =
  | { kind: 'duplicate' }
  | { kind: 'conflict' }
  | { kind: 'escrowUnpaid' }
  | { kind: 'escrowTransition' }
  | { kind: 'gone' }
  | { kind: 'refused'; field: RefusedField; reason?: RefusalReason }
  | { kind: 'unreachable' }
  | { kind: 'sessionRejected' }
  | { kind: 'forbidden' }
  | { kind: 'unexpected' };

/** Issue #26's checks: the field to mark and what to say there. */
const CONSTRAINT_REASONS: Record<string, { field: ShipmentField; reason: RefusalReason }> = {
  shipments_shipperemail_format: { field: 'shipperemail', reason: 'email' },
  shipments_recipientemail_format: { field: 'recipientemail', reason: 'email' },
  // The address is what is missing, so the message stands next to it.
  shipments_notifyshipper_needs_email: { field: 'shipperemail', reason: 'notifyNeedsEmail' },
  shipments_notifyrecipient_needs_email: { field: 'recipientemail', reason: 'notifyNeedsEmail' },
  shipments_shipperlanguage_known: { field: 'shipperlanguage', reason: 'language' },
  shipments_recipientlanguage_known: { field: 'recipientlanguage', reason: 'language' },
  shipments_expected_delivery_order: { field: 'expecteddeliveryto', reason: 'expectedOrder' },
};

/** Each named check of public.shipments and the field it guards. */
const CONSTRAINT_FIELDS: Record<string, RefusedField> = {
  shipments_id_format: 'id',
  shipments_status_length: 'status',
  shipments_shippername_length: 'shippername',
  shipments_recipientname_length: 'recipientname',
  shipments_shipperaddress_length: 'shipperaddress',
  shipments_recipientaddress_length: 'recipientaddress',
  shipments_transportedgoods_length: 'transportedgoods',
  shipments_accessories_length: 'accessories',
  shipments_info_length: 'info',
  shipments_money_length: 'money',
  shipments_history_format: 'newHistoryLocation',
  // create_shipment's first_location (the pickup place), checked before the history is built.
  shipments_first_location_length: 'firstLocation',
  shipments_currentposition_range: 'latitude',
  shipments_shipperphone_format: 'shipperphone',
  shipments_recipientphone_format: 'recipientphone',
  shipments_driver_notes_length: 'driver_notes',
};

/**
 * Issue #53's refusals share the conflict's code (PT409) but are no conflict: taking the saved
 * version would not help. An escrow shipment is delivered only once its payment is recorded;
 * an escrow step the state no longer allows (the buyer answered, the schedule ran).
 */
const ESCROW_REFUSALS: Record<string, ShipmentWriteFailure> = {
  escrow_unpaid: { kind: 'escrowUnpaid' },
  escrow_transition: { kind: 'escrowTransition' },
};

/**
 * What a failed create or save means (codes of supabase/migrations/…_create_and_save_shipment.sql),
 * mapped once for the toast and the form.
 */
export function shipmentWriteFailure(error: unknown): ShipmentWriteFailure {
  if (error instanceof DuplicateTrackingNumberError) return { kind: 'duplicate' };
  if (error instanceof ServerUnreachableError) return { kind: 'unreachable' };
  if (isSessionRejected(error)) return { kind: 'sessionRejected' };
  const message = errorField(error, 'message');
  switch (errorField(error, 'code')) {
    case '23505':
      // The primary key: someone took the number after the duplicate check (a race).
      return message.includes('shipments_pkey') ? { kind: 'duplicate' } : { kind: 'unexpected' };
    case 'PT409':
      return ESCROW_REFUSALS[errorField(error, 'details')] ?? { kind: 'conflict' };
    case 'P0002':
      return { kind: 'gone' };
    case '42501':
      return { kind: 'forbidden' };
    case '23514': {
      const constraint = /constraint "([^"]+)"/.exec(message)?.[1] ?? '';
      const explained = CONSTRAINT_REASONS[constraint];
      if (explained) return { kind: 'refused', ...explained };
      const refused = CONSTRAINT_FIELDS[constraint];
      return refused ? { kind: 'refused', field: refused } : { kind: 'unexpected' };
    }
    default:
      return { kind: 'unexpected' };
  }
}
