import type { OutboxError } from './outbox-error';

/** What this tab's sender is doing, for the screen: sending now, and why it stopped if it did. */
export interface SenderStatus {
  sending: boolean;
  lastError: OutboxError | null;
}

let status: SenderStatus = { sending: false, lastError: null };
const listeners = new Set<() => void>();

export function senderStatus(): SenderStatus {
  return status;
}

export function setSenderStatus(change: Partial<SenderStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function onSenderStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
