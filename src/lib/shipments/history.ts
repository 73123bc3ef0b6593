import * as v from 'valibot';

// valibot: the public tracking page parses history and position with these, and a schema
// library that tree-shakes to the functions used costs it ~1 KB gz where zod/mini's core cost
// ~6 KB (issue #17). The staff area's zod schemas read these columns with readHistory and
// readPosition.

/** One route-history entry as the database stores it (shipments_history_format). */
const historyEntrySchema = v.object({
  status: v.string(),
  location: v.string(),
  date: v.string(),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/** A shipment's current position (shipments_currentposition_range). */
const positionSchema = v.object({ lat: v.number(), lng: v.number() });
export type Position = v.InferOutput<typeof positionSchema>;

/**
 * A history column as read: not a list reads as empty, an unreadable entry is left out, so one
 * bad value never hides the rest of the shipment.
 */
export const historySchema = v.pipe(
  v.fallback(v.array(v.unknown()), []),
  v.transform((entries: unknown[]) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(historyEntrySchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/** A position column as read: anything but a position is no position. */
export const currentPositionSchema = v.fallback(v.nullable(positionSchema), null);

/** `historySchema` as a function, for schemas of another library (the staff area's zod). */
export function readHistory(value: unknown): HistoryEntry[] {
  return v.parse(historySchema, value);
}

/** `currentPositionSchema` as a function. */
export function readPosition(value: unknown): Position | null {
  return v.parse(currentPositionSchema, value);
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
