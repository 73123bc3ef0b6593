import { refusalOf } from '@/lib/postgrest-error';
import { isSessionRejected } from '@/lib/session-rejected';

import { ServerUnreachableError } from '../../api/shipment-request';

export type ShipmentEmailFailure =
  | 'noEmail'
  | 'notifyOff'
  | 'linkNeedsNewKey'
  | 'notFailed'
  | 'gone'
  | 'unreachable'
  | 'sessionRejected'
  | 'forbidden'
  | 'unexpected';

/** Codes and details of …_email_outbox.sql (PostgREST passes them on). */
const REFUSALS: Readonly<Record<string, ShipmentEmailFailure>> = {
  '22023 no_party_email': 'noEmail',
  '22023 notify_off': 'notifyOff',
  '22023 link_needs_new_key': 'linkNeedsNewKey',
  'PT409 not_failed': 'notFailed',
  P0002: 'gone',
  '42501': 'forbidden',
};

/**
 * What a refused e-mail request means (codes and details of …_email_outbox.sql), mapped once
 * for the link dialog and the e-mail list.
 */
export function shipmentEmailFailure(error: unknown): ShipmentEmailFailure {
  if (error instanceof ServerUnreachableError) return 'unreachable';
  if (isSessionRejected(error)) return 'sessionRejected';
  return refusalOf(error, REFUSALS) ?? 'unexpected';
}

/** Why, in words for the staff. */
export const EMAIL_FAILURE_TEXT_KEYS = {
  noEmail: 'shipments.emails.errors.noEmail',
  notifyOff: 'shipments.emails.errors.notifyOff',
  linkNeedsNewKey: 'shipments.emails.errors.linkNeedsNewKey',
  notFailed: 'shipments.emails.errors.notFailed',
  gone: 'shipments.emails.errors.gone',
  unreachable: 'shipments.links.errors.unreachable',
  sessionRejected: 'shipments.links.errors.sessionRejected',
  forbidden: 'shipments.links.errors.forbidden',
  unexpected: 'shipments.links.errors.unexpected',
} as const satisfies Record<ShipmentEmailFailure, string>;
