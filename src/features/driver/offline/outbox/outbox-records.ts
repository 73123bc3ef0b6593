import { type FileState, outboxDb, type StoredReport } from './outbox-db';
import type { OutboxError } from './outbox-error';

/** Every waiting report, oldest first. */
export async function waitingReports(): Promise<StoredReport[]> {
  return (await outboxDb()).getAll('reports');
}

/** One file's bytes, read when it is about to be sent. */
export async function fileBytes(key: string, name: string): Promise<ArrayBuffer | null> {
  return (await (await outboxDb()).get('files', [key, name]))?.bytes ?? null;
}

async function updateReport(key: string, change: (report: StoredReport) => StoredReport) {
  const db = await outboxDb();
  const tx = db.transaction('reports', 'readwrite');
  const seq = await tx.store.index('key').getKey(key);
  const current = seq === undefined ? undefined : await tx.store.get(seq);
  if (current) await tx.store.put(change(current));
  await tx.done;
}

/** Changes one file's state (stored, upload URL); its bytes stay as they are. */
export function updateFile(
  key: string,
  name: string,
  change: Partial<Pick<FileState, 'stored' | 'uploadUrl'>>,
): Promise<void> {
  return updateReport(key, (report) => ({
    ...report,
    files: report.files.map((file) => (file.name === name ? { ...file, ...change } : file)),
  }));
}

/** Marks files as stored in one write: a later attempt sends only the others. */
export function markStored(key: string, names: readonly string[]): Promise<void> {
  return updateReport(key, (report) => ({
    ...report,
    files: report.files.map((file) =>
      names.includes(file.name) ? { ...file, stored: true, uploadUrl: null } : file,
    ),
  }));
}

export function setRefusal(key: string, refusal: OutboxError | null): Promise<void> {
  return updateReport(key, (report) => ({ ...report, refusal }));
}

/** Removes a report and its files, in one transaction: only after the server accepted it. */
export async function removeReport(key: string): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction(['reports', 'files'], 'readwrite');
  const reports = tx.objectStore('reports');
  const files = tx.objectStore('files');
  const seq = await reports.index('key').getKey(key);
  if (seq !== undefined) await reports.delete(seq);
  for (const fileKey of await files.index('report').getAllKeys(key)) await files.delete(fileKey);
  await tx.done;
}
