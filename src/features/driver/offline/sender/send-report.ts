import type { FileState, StoredReport } from '../outbox/outbox-db';
import { fileBytes, updateFile } from '../outbox/outbox-records';
import { objectPath } from '../outbox/report-files';
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

/**
 * Files of one report sent at once. A phone's link is bandwidth-bound, but each request also
 * waits a round trip (and Storage its database) that a second one can use; the reports
 * themselves still go one after the other.
 */
const FILES_AT_ONCE = 3;

/** One file from the outbox to Storage; its state is kept after each step. */
async function sendFile(
  connection: SenderConnection,
  report: StoredReport,
  file: FileState,
  token: string,
): Promise<{ outcome: SendOutcome; marked: Promise<void> }> {
  const bytes = await fileBytes(report.key, file.name);
  if (!bytes) throw new Error(`${report.key}/${file.name}: bytes missing from the outbox`);
  const outcome = await uploadFile({
    connection,
    token,
    path: objectPath(report.draft.trackingNumber, report.key, file.name),
    file,
    bytes,
    rememberUrl: (uploadUrl) => updateFile(report.key, file.name, { uploadUrl }),
  });
  // Kept while the next file goes: marks only spare a resend, which Storage answers 409.
  const marked =
    outcome.kind === 'done'
      ? updateFile(report.key, file.name, { stored: true, uploadUrl: null })
      : Promise.resolve();
  return { outcome, marked };
}

/** Uploads the files not stored yet, then submits the report: the server checks they are there. */
async function sendOnce(
  connection: SenderConnection,
  report: StoredReport,
  token: string,
): Promise<SendOutcome> {
  const waiting = report.files.filter((file) => !file.stored);
  let failed: SendOutcome | null = null;
  const marks: Promise<void>[] = [];
  const worker = async () => {
    for (let file = waiting.shift(); file && !failed; file = waiting.shift()) {
      const { outcome, marked } = await sendFile(connection, report, file, token);
      marks.push(marked);
      if (outcome.kind !== 'done') failed ??= outcome;
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  await Promise.all(marks);
  return failed ?? submitReport(connection, reportPayload(report));
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
