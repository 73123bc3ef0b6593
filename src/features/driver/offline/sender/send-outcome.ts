import type { OutboxError } from '../outbox/outbox-error';

/**
 * How one step of sending ended: done; refused for good (the report waits for the driver);
 * or to be tried again later (network, server trouble, a sign-in first).
 */
export type SendOutcome =
  | { kind: 'done' }
  | { kind: 'refused'; error: OutboxError }
  | { kind: 'later'; error: OutboxError }
  | { kind: 'session_expired' };

export const done: SendOutcome = { kind: 'done' };

export const networkTrouble = (message: string): SendOutcome => ({
  kind: 'later',
  error: { code: 'network', message },
});
