import { isSessionRejected } from '@/lib/session-rejected';

import type { RefusalCode } from '../outbox/outbox-error';
import type { ReportPayload } from './report-payload';
import { done, networkTrouble, type SendOutcome } from './send-outcome';
import type { SenderConnection } from './sender-connection';

/** submit_shipment_report's refusals (its errors' `detail`): sending again cannot change them. */
const REFUSALS = new Set<string>([
  'not_assigned',
  'no_shipment',
  'file_missing',
  'idempotency_key_taken',
  'bad_report',
] satisfies RefusalCode[]);

/**
 * Hands the report to the server. The same idempotency key again (after an answer lost on the
 * way back) is answered with the report stored the first time, so a retry is always safe.
 */
export async function submitReport(
  { supabase }: SenderConnection,
  report: ReportPayload,
): Promise<SendOutcome> {
  const { error, status } = await supabase.rpc(
    'submit_shipment_report' as never,
    {
      report,
    } as never,
  );
  if (!error) return done;
  if (isSessionRejected(error)) return { kind: 'session_expired' };
  if (REFUSALS.has(error.details)) {
    return {
      kind: 'refused',
      error: { code: error.details as RefusalCode, message: error.message },
    };
  }
  // Signed in, but not as a driver (or no longer): sending again cannot change that.
  if (error.code === '42501') {
    return { kind: 'refused', error: { code: 'not_assigned', message: error.message } };
  }
  // No answer (status 0), the server's trouble, or an error this version does not know: later.
  return networkTrouble(status ? `${status} ${error.message}` : error.message);
}
