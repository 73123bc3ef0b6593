import { z } from 'zod';

const text = z.string().nullable();

/** One route-history entry as the database stores it (shipments_history_format). */
const historyEntrySchema = z.object({
  status: z.string(),
  location: z.string(),
  date: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const positionSchema = z.object({ lat: z.number(), lng: z.number() });
export type Position = z.infer<typeof positionSchema>;

/**
 * What the public lookup returns (public.tracked_shipment), parsed where it arrives. History
 * and position are JSON columns: a history that is not a list reads as empty, an unreadable
 * entry is left out and an unreadable position is no position, so one bad value never hides
 * the rest of the shipment.
 */
export const trackedShipmentSchema = z.object({
  id: text,
  status: text,
  shippername: text,
  shipperaddress: text,
  recipientname: text,
  recipientaddress: text,
  transportedgoods: text,
  accessories: text,
  info: text,
  purchaseprice: text,
  shippingcosts: text,
  additionalservices: text,
  totalamount: text,
  paymentmethod: text,
  history: z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = historyEntrySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  currentposition: positionSchema.nullable().catch(null),
});
export type TrackedShipment = z.infer<typeof trackedShipmentSchema>;

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
