import { historySchema, positionSchema } from '@/lib/shipments/history';

import type { ShipmentChange } from './api/use-shipment-changes';
import { historyText, positionText } from './shipments-csv';

/** One line under an audit record: a field from → to, or a route entry appended. */
export type ChangeLine =
  | { kind: 'field'; field: string; from: string | null; to: string | null }
  | { kind: 'route'; status: string; location: string };

/** A stored value as staff read it; null for "no value". */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return historyText(historySchema.parse(value));
  const position = positionSchema.safeParse(value);
  return position.success ? positionText(position.data) : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What an update changed, field by field, in the order the database recorded them. An insert,
 * a restore and a delete carry the whole row, which the action alone says better.
 */
export function changeLines(change: Pick<ShipmentChange, 'action' | 'changes'>): ChangeLine[] {
  if (change.action !== 'update') return [];
  return Object.entries(change.changes).flatMap(([field, value]): ChangeLine[] => {
    if (!isRecord(value)) return [];
    if (field === 'history' && Array.isArray(value.added)) {
      return historySchema
        .parse(value.added)
        .map((entry) => ({ kind: 'route', status: entry.status, location: entry.location }));
    }
    return [{ kind: 'field', field, from: valueText(value.from), to: valueText(value.to) }];
  });
}
