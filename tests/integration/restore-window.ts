/** Deleted shipments past their restore window, made by moving their audit records back in time. */
import { sql } from './support';

/** Runs `statement` without triggers (the audit trails' append-only guard, the audit itself). */
export async function withReplicaRole(statement: string): Promise<void> {
  await sql(`begin; set local session_replication_role = replica; ${statement}; commit;`);
}

/** Moves every record of the number `days` back in time, past the trigger that refuses updates. */
export async function ageRecords(id: string, days: number): Promise<void> {
  await withReplicaRole(
    `update audit.shipment_changes set changed_at = changed_at - make_interval(days => ${days})
      where shipment_id = '${id}'`,
  );
}
