/**
 * Why a report is not sent yet. The server's refusals (the `detail` of
 * submit_shipment_report's errors) stop that report until the driver acts; `network` and
 * `needs_sign_in` stop the sender until the network or a sign-in is back.
 */
export type RefusalCode =
  | 'not_assigned'
  | 'no_shipment'
  | 'file_missing'
  | 'idempotency_key_taken'
  | 'bad_report'
  | 'file_refused';

export type OutboxErrorCode = RefusalCode | 'network' | 'needs_sign_in';

export interface OutboxError {
  code: OutboxErrorCode;
  /** The server's English message, for staff reading a phone's screen; the app words the code. */
  message: string;
}
