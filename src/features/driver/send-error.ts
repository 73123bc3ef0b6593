import type { OutboxErrorCode } from './offline';

/** Each reason the outbox's sender gives (ON-THE-ROAD.md's `detail` codes), as its Romanian text. */
const SEND_ERRORS = {
  not_assigned: 'sendErrors.not_assigned',
  no_shipment: 'sendErrors.no_shipment',
  file_missing: 'sendErrors.file_missing',
  file_refused: 'sendErrors.file_refused',
  idempotency_key_taken: 'sendErrors.idempotency_key_taken',
  bad_report: 'sendErrors.bad_report',
  needs_sign_in: 'sendErrors.needs_sign_in',
  network: 'sendErrors.network',
} as const satisfies Record<OutboxErrorCode, string>;

export function sendErrorKey(code: OutboxErrorCode) {
  return SEND_ERRORS[code];
}
