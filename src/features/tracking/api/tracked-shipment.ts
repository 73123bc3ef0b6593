import type { Database } from '@/lib/database.types';

/** What the public lookup returns (public.tracked_shipment). */
export type TrackedShipment = Database['public']['CompositeTypes']['tracked_shipment'];

export interface HistoryEntry {
  status: string;
  location: string;
  date: string;
}

export interface Position {
  lat: number;
  lng: number;
}

/** The history as the database guarantees it (shipments_history_format), defensively read. */
export function historyOf(shipment: TrackedShipment): HistoryEntry[] {
  const value: unknown = shipment.history;
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { status, location, date } = entry as Record<string, unknown>;
    return typeof status === 'string' && typeof location === 'string' && typeof date === 'string'
      ? [{ status, location, date }]
      : [];
  });
}

/** Newest first (SPEC §2); entries with unreadable dates keep their stored order, last. */
export function newestFirst(entries: HistoryEntry[]): HistoryEntry[] {
  const time = (entry: HistoryEntry) => {
    const value = Date.parse(entry.date);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry) - time(a.entry) || b.index - a.index)
    .map(({ entry }) => entry);
}

export function positionOf(shipment: TrackedShipment): Position | null {
  const value: unknown = shipment.currentposition;
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}
