import type { ReportKind } from '../report-draft';
import { onOutboxChange } from './outbox-changes';
import type { OutboxError } from './outbox-error';
import { waitingReports } from './outbox-records';
import { SIGNATURE_FILE } from './report-files';
import { onSenderStatus, senderStatus } from './sender-status';

interface OutboxItemSummary {
  key: string;
  trackingNumber: string;
  kind: ReportKind;
  recordedAt: string;
  photos: number;
  /** Set when the server refused the report: it stays until the driver or the office acts. */
  refusal: OutboxError | null;
}

export interface OutboxState {
  /** Reports on the phone not yet accepted by the server ("3 waiting to send"). */
  waiting: number;
  sending: boolean;
  lastError: OutboxError | null;
  items: OutboxItemSummary[];
}

let items: OutboxItemSummary[] = [];
let snapshot: OutboxState = { waiting: 0, sending: false, lastError: null, items };
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function publish() {
  const { sending, lastError } = senderStatus();
  snapshot = { waiting: items.length, sending, lastError, items };
  for (const listener of listeners) listener();
}

let generation = 0;

async function reload() {
  // Reloads overlap when changes come quickly: only the last one started may publish.
  const mine = (generation += 1);
  const reports = await waitingReports();
  if (mine !== generation) return;
  items = reports.map((report) => ({
    key: report.key,
    trackingNumber: report.draft.trackingNumber,
    kind: report.draft.kind,
    recordedAt: report.draft.recordedAt,
    photos: report.files.filter((file) => file.name !== SIGNATURE_FILE).length,
    refusal: report.refusal,
  }));
  publish();
}

/** The outbox as useSyncExternalStore reads it: one object until something changes. */
export function outboxSnapshot(): OutboxState {
  return snapshot;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    const stops = [onOutboxChange(() => void reload()), onSenderStatus(publish)];
    stopWatching = () => stops.forEach((stop) => stop());
    void reload();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}
