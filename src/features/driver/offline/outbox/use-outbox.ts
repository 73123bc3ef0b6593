import { useSyncExternalStore } from 'react';

import { outboxSnapshot, type OutboxState, subscribeOutbox } from './outbox-snapshot';

/** The reports waiting on this phone and the sender's state, kept current across tabs. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
}
