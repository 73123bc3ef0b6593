/**
 * Shipments of one test, made and read with the service_role key. Every test works under a
 * prefix no other shipment has, so parallel workers and other specs never see its rows.
 */
import type { Database } from '#common/database.types';

import { serviceClient } from '../../test-support/database';
import type { E2eEnv } from './e2e-env';

type ShipmentInsert = Database['public']['Tables']['shipments']['Insert'];
type ShipmentRow = Database['public']['Tables']['shipments']['Row'];

let prefixes = 0;
/** A prefix no other shipment has: the spec's tag, time, worker process, counter. */
export function uniquePrefix(tag: string): string {
  prefixes += 1;
  return `${tag}${Date.now().toString(36)}${process.pid.toString(36)}${prefixes}`.toUpperCase();
}

/**
 * Shipments numbered `<prefix>-0001`, … (oldest first, a minute apart), the shipper's name
 * carrying the prefix so a search for it finds exactly these.
 */
export async function seedShipments(
  env: E2eEnv,
  prefix: string,
  rows: Partial<ShipmentInsert>[],
): Promise<string[]> {
  const start = Date.parse('2026-11-01T08:00:00Z');
  const records = rows.map((row, index) => ({
    id: `${prefix}-${String(index + 1).padStart(4, '0')}`,
    shippername: `Expeditor ${prefix}`,
    recipientname: `Destinatar ${index + 1}`,
    transportedgoods: `Marfă ${index + 1}`,
    created_at: new Date(start + index * 60_000).toISOString(),
    ...row,
  }));
  const { error } = await serviceClient(env)
    .from('shipments')
    .insert(records, { defaultToNull: false });
  if (error) throw error;
  return records.map((record) => record.id);
}

/** The shipment's row as the database has it now (null when there is none). */
export async function storedShipment(env: E2eEnv, id: string): Promise<ShipmentRow | null> {
  const { data, error } = await serviceClient(env)
    .from('shipments')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}
