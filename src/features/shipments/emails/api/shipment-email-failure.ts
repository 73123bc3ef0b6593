import { refusalOf } from '@/lib/postgrest-error';
import { ServerUnreachableError } from '@/lib/request-error';
import { isSessionRejected } from '@/lib/session-rejected';

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
  noEmail: 'emails.errors.noEmail',
  notifyOff: 'emails.errors.notifyOff',
  linkNeedsNewKey: 'emails.errors.linkNeedsNewKey',
  notFailed: 'emails.errors.notFailed',
  gone: 'emails.errors.gone',
  unreachable: 'links.errors.unreachable',
  sessionRejected: 'links.errors.sessionRejected',
  forbidden: 'links.errors.forbidden',
  unexpected: 'links.errors.unexpected',
} as const satisfies Record<ShipmentEmailFailure, string>;
