/**
 * A refusal of the outbox's sender, by the database's `detail` code (ON-THE-ROAD.md), as the
 * key of its Romanian text; anything else is "unknown".
 */
const SEND_ERRORS = {
  not_assigned: 'sendErrors.not_assigned',
  no_shipment: 'sendErrors.no_shipment',
  file_missing: 'sendErrors.file_missing',
  idempotency_key_taken: 'sendErrors.idempotency_key_taken',
  bad_report: 'sendErrors.bad_report',
  needs_sign_in: 'sendErrors.needs_sign_in',
  network: 'sendErrors.network',
} as const;

type SendErrorKey = (typeof SEND_ERRORS)[keyof typeof SEND_ERRORS] | 'sendErrors.unknown';

export function sendErrorKey(code: string): SendErrorKey {
  return code in SEND_ERRORS ? SEND_ERRORS[code as keyof typeof SEND_ERRORS] : 'sendErrors.unknown';
}
