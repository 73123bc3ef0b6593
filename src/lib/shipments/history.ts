import { z } from 'zod/mini';

// zod/mini: the public tracking page parses history and position with these, and classic zod
// is ~25 KB gz more (issue #17). Classic schemas of the staff area embed them as they are.

/** One route-history entry as the database stores it (shipments_history_format). */
const historyEntrySchema = z.object({
  status: z.string(),
  location: z.string(),
  date: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A shipment's current position (shipments_currentposition_range). */
export const positionSchema = z.object({ lat: z.number(), lng: z.number() });
export type Position = z.infer<typeof positionSchema>;

/**
 * A history column as read: not a list reads as empty, an unreadable entry is left out, so one
 * bad value never hides the rest of the shipment.
 */
export const historySchema = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((entries: unknown[]) =>
    entries.flatMap((entry) => {
      const parsed = historyEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

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
