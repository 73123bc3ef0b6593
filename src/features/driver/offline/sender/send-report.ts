import type { FileState, StoredReport } from '../outbox/outbox-db';
import { fileBytes, markStored, updateFile } from '../outbox/outbox-records';
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

/** One file from the outbox to Storage. */
async function sendFile(
  connection: SenderConnection,
  report: StoredReport,
  file: FileState,
  token: string,
): Promise<SendOutcome> {
  const bytes = await fileBytes(report.key, file.name);
  if (!bytes) throw new Error(`${report.key}/${file.name}: bytes missing from the outbox`);
  return uploadFile({
    connection,
    token,
    path: objectPath(report.draft.trackingNumber, report.key, file.name),
    file,
    bytes,
    rememberUrl: (uploadUrl) => updateFile(report.key, file.name, { uploadUrl }),
  });
}

/**
 * Uploads the files not stored yet, then submits the report: the server checks they are there.
 * Which files are stored is written to the outbox only when the report is not accepted this
 * time (one write), so that the next attempt sends only the others: on the way to an accepted
 * report those writes only delayed it. A tab closed in between loses nothing: a file sent again
 * is answered 409 and counted as stored.
 */
async function sendOnce(
  connection: SenderConnection,
  report: StoredReport,
  token: string,
): Promise<SendOutcome> {
  const waiting = report.files.filter((file) => !file.stored);
  const stored: string[] = [];
  let failed: SendOutcome | null = null;
  const worker = async () => {
    for (let file = waiting.shift(); file && !failed; file = waiting.shift()) {
      const outcome = await sendFile(connection, report, file, token);
      if (outcome.kind === 'done') stored.push(file.name);
      else failed ??= outcome;
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  const outcome = failed ?? (await submitReport(connection, reportPayload(report)));
  if (outcome.kind !== 'done' && stored.length > 0) await markStored(report.key, stored);
  return outcome;
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
