import { outboxDb, type StoredFile, type StoredReport } from './outbox-db';
import type { OutboxError } from './outbox-error';

/** Every waiting report, oldest first. */
export async function waitingReports(): Promise<StoredReport[]> {
  return (await outboxDb()).getAll('reports');
}

export async function filesOf(key: string): Promise<StoredFile[]> {
  return (await outboxDb()).getAllFromIndex('files', 'report', key);
}

/** Changes one file's state (stored, upload URL) and leaves its bytes as they are. */
export async function updateFile(
  file: Pick<StoredFile, 'report' | 'name'>,
  change: Partial<Pick<StoredFile, 'stored' | 'uploadUrl'>>,
): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('files', 'readwrite');
  const current = await tx.store.get([file.report, file.name]);
  if (current) await tx.store.put({ ...current, ...change });
  await tx.done;
}

export async function setRefusal(key: string, refusal: OutboxError | null): Promise<void> {
  const db = await outboxDb();
  const tx = db.transaction('reports', 'readwrite');
  const seq = await tx.store.index('key').getKey(key);
  const current = seq === undefined ? undefined : await tx.store.get(seq);
  if (current) await tx.store.put({ ...current, refusal });
  await tx.done;
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
