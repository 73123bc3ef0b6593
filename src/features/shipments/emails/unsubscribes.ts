import type { ShipmentChange } from '../api/use-shipment-changes';
import type { Party } from '../links/api/tracking-link-schema';

/** The audit actor of public.unsubscribe_status_emails (…_email_outbox.sql). */
export const UNSUBSCRIBE_ACTOR = 'unsubscribe link';

/** Each party's unsubscribe in the audit trail, as the trail orders them (newest first). */
export function unsubscribes(
  changes: readonly Pick<ShipmentChange, 'id' | 'action' | 'actor' | 'changed_at' | 'changes'>[],
): { id: number; party: Party; at: string }[] {
  return changes.flatMap((change) => {
    if (change.action !== 'update' || change.actor !== UNSUBSCRIBE_ACTOR) return [];
    return (['shipper', 'recipient'] as const)
      .filter((party) => Object.hasOwn(change.changes, `notify${party}`))
      .map((party) => ({ id: change.id, party, at: change.changed_at }));
  });
}
