// Read by hand, not by a schema library: the public tracking page reads these on every result,
// and valibot cost it 1.2 KB gzip there (issue #17). The staff area's zod schemas call the
// same functions, so the rules live in one place.

// Type aliases, not interfaces: the staff area writes them into JSON columns, and only an
// alias is assignable to supabase-js's Json.

/** One route-history entry as the database stores it (shipments_history_format). */
export type HistoryEntry = { status: string; location: string; date: string };

/** A shipment's current position (shipments_currentposition_range). */
export type Position = { lat: number; lng: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/**
 * A history column as read: not a list reads as empty, an unreadable entry is left out, so one
 * bad value never hides the rest of the shipment. Entries keep only their three fields.
 */
export function readHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const { status, location, date } = entry;
    return typeof status === 'string' && typeof location === 'string' && typeof date === 'string'
      ? [{ status, location, date }]
      : [];
  });
}

/** A position column as read: anything but a position is no position. */
export function readPosition(value: unknown): Position | null {
  return isRecord(value) && isNumber(value.lat) && isNumber(value.lng)
    ? { lat: value.lat, lng: value.lng }
    : null;
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
