import { z } from 'zod';

/**
 * One record of a staff audit trail, as the database's `*_changes` functions give it
 * (public.shipment_changes, public.transport_request_changes): when, who, what, and the
 * changes ({column: {from, to}} for an update; the action's own details otherwise).
 */
export interface AuditEntry<Action extends string = string> {
  id: number;
  changed_at: string;
  action: Action;
  actor: string;
  changes: Record<string, unknown>;
}

/** The schema of an audit record whose action is one of `actions`. */
export function auditEntrySchema<const Actions extends readonly [string, ...string[]]>(
  actions: Actions,
): z.ZodType<AuditEntry<Actions[number]>> {
  return z.object({
    id: z.number(),
    changed_at: z.string(),
    action: z.enum(actions),
    actor: z.string(),
    changes: z.record(z.string(), z.unknown()),
  });
}
