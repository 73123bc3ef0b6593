/**
 * "The outbox changed": told to this tab's listeners at once and to other tabs of the driver
 * app through a BroadcastChannel, so a count shown in one tab follows a save or send in another.
 */
const CHANNEL = 'driver-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function tell() {
  for (const listener of listeners) listener();
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = tell;
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = null;
    }
  };
}

export function outboxChanged(): void {
  tell();
  if (typeof BroadcastChannel !== 'function') return;
  // A channel never hears its own messages, so this tab's listeners are not told twice.
  const sender = channel ?? new BroadcastChannel(CHANNEL);
  sender.postMessage('changed');
  if (sender !== channel) sender.close();
}
