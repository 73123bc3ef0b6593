import { errorField } from '@/lib/postgrest-error';
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

/**
 * What a refused e-mail request means (codes and details of …_email_outbox.sql), mapped once
 * for the link dialog and the e-mail list.
 */
export function shipmentEmailFailure(error: unknown): ShipmentEmailFailure {
  if (error instanceof ServerUnreachableError) return 'unreachable';
  if (isSessionRejected(error)) return 'sessionRejected';
  const details = errorField(error, 'details');
  switch (errorField(error, 'code')) {
    case '22023':
      if (details === 'no_party_email') return 'noEmail';
      if (details === 'notify_off') return 'notifyOff';
      return details === 'link_needs_new_key' ? 'linkNeedsNewKey' : 'unexpected';
    case 'PT409':
      return details === 'not_failed' ? 'notFailed' : 'unexpected';
    case 'P0002':
      return 'gone';
    case '42501':
      return 'forbidden';
    default:
      return 'unexpected';
  }
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
