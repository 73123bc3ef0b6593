import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import type { ReportDraft } from '../report-draft';
import type { OutboxError } from './outbox-error';

/** A report waiting on the phone until the server accepted it. */
export interface StoredReport {
  /** Save order: reports are sent oldest first. */
  seq?: number;
  /** The idempotency key the server stores; also the reports/<key>/ folder of its files. */
  key: string;
  draft: ReportDraft;
  savedAt: string;
  /** Its files in the order taken (photos, then the signature), and how far each got. */
  files: FileState[];
  /** A definite refusal the driver must see; the report is kept, never dropped silently. */
  refusal: OutboxError | null;
}

/** Where one file of a report is: kept with the report, so a change rewrites no photo. */
export interface FileState {
  /** Its name in the report's folder: photo-1.jpg, …, signature.png. */
  name: string;
  type: string;
  /** Stored in Storage (or found there already): not sent again. */
  stored: boolean;
  /** The TUS upload's URL once created, so that a resumed upload continues where it stopped. */
  uploadUrl: string | null;
}

/** A file's bytes, written once. Bytes, not a Blob: Safari long lost Blobs kept in IndexedDB. */
export interface StoredFile {
  report: string;
  name: string;
  bytes: ArrayBuffer;
}

interface OutboxSchema extends DBSchema {
  reports: { key: number; value: StoredReport; indexes: { key: string } };
  files: { key: [string, string]; value: StoredFile; indexes: { report: string } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

const NAME = 'driver-outbox';
let opened: Promise<OutboxDb> | null = null;

export function outboxDb(): Promise<OutboxDb> {
  opened ??= openDB<OutboxSchema>(NAME, 1, {
    upgrade(db) {
      const reports = db.createObjectStore('reports', { keyPath: 'seq', autoIncrement: true });
      reports.createIndex('key', 'key', { unique: true });
      const files = db.createObjectStore('files', { keyPath: ['report', 'name'] });
      files.createIndex('report', 'report');
    },
  });
  return opened;
}
