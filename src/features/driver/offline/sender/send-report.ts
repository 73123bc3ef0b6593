import type { StoredReport } from '../outbox/outbox-db';
import { filesOf, updateFile } from '../outbox/outbox-records';
import { accessToken } from './access-token';
import { reportPayload } from './report-payload';
import { networkTrouble, type SendOutcome } from './send-outcome';
import type { SenderConnection } from './sender-connection';
import { submitReport } from './submit-report';
import { uploadFile } from './upload-file';

const NEEDS_SIGN_IN: SendOutcome = {
  kind: 'later',
  error: { code: 'needs_sign_in', message: 'The session has ended: sign in again.' },
};

/** Uploads the files not stored yet, then submits the report: the server checks they are there. */
async function sendOnce(
  connection: SenderConnection,
  report: StoredReport,
  token: string,
): Promise<SendOutcome> {
  for (const file of await filesOf(report.key)) {
    if (file.stored) continue;
    const outcome = await uploadFile({
      connection,
      token,
      trackingNumber: report.draft.trackingNumber,
      file,
      rememberUrl: (uploadUrl) => updateFile(file, { uploadUrl }),
    });
    if (outcome.kind !== 'done') return outcome;
    await updateFile(file, { stored: true, uploadUrl: null });
  }
  return submitReport(connection, reportPayload(report));
}

/** One report, with one session refresh when the server no longer takes the token. */
export async function sendReport(
  connection: SenderConnection,
  report: StoredReport,
): Promise<SendOutcome> {
  for (const refresh of [false, true]) {
    const token = await accessToken(connection, refresh);
    if (token === undefined) return networkTrouble('The session could not be refreshed.');
    if (token === null) return NEEDS_SIGN_IN;
    const outcome = await sendOnce(connection, report, token);
    if (outcome.kind !== 'session_expired') return outcome;
  }
  return NEEDS_SIGN_IN;
}
