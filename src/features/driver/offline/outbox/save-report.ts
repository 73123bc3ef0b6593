import type { ProcessedPhoto } from '../photo/processed-photo';
import type { ReportDraft } from '../report-draft';
import { outboxChanged } from './outbox-changes';
import { outboxDb, type StoredFile } from './outbox-db';
import { reportFiles } from './report-files';

/**
 * Keeps a report and all its files on the phone in one transaction, and resolves only once it
 * is committed: after that a reload, a closed tab or a dead battery loses nothing (issue #52
 * item 3). Returns the report's idempotency key.
 */
export async function saveReport(
  draft: ReportDraft,
  photos: ProcessedPhoto[],
  signature: Blob | null,
): Promise<string> {
  const key = crypto.randomUUID();
  const named = reportFiles(photos, signature);
  // Read before the transaction: IndexedDB commits a transaction that waits on anything else.
  const files: StoredFile[] = await Promise.all(
    named.map(async ({ name, blob }) => ({ report: key, name, bytes: await blob.arrayBuffer() })),
  );
  const db = await outboxDb();
  const tx = db.transaction(['reports', 'files'], 'readwrite');
  await Promise.all([
    tx.objectStore('reports').add({
      key,
      draft,
      savedAt: new Date().toISOString(),
      files: named.map(({ name, type }) => ({ name, type, stored: false, uploadUrl: null })),
      refusal: null,
    }),
    ...files.map((file) => tx.objectStore('files').add(file)),
    tx.done,
  ]);
  outboxChanged();
  return key;
}
