import { describe, expect, it } from 'vitest';

import { unsubscribes } from './unsubscribes';

describe('unsubscribes', () => {
  it('finds the notify changes made by the unsubscribe link, and nothing else', () => {
    const at = '2026-11-25T20:00:00Z';
    expect(
      unsubscribes([
        {
          id: 3,
          action: 'update',
          actor: 'unsubscribe link',
          changed_at: at,
          changes: { notifyrecipient: { from: true, to: false } },
        },
        {
          id: 2,
          action: 'update',
          actor: 'staff@example.com',
          changed_at: at,
          changes: { notifyshipper: { from: true, to: false } },
        },
        { id: 1, action: 'insert', actor: 'staff@example.com', changed_at: at, changes: {} },
      ]),
    ).toEqual([{ id: 3, party: 'recipient', at }]);
  });
});
