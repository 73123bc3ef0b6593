import { LOAD_SIZE_COLUMNS, PARTY_DETAIL_COLUMNS } from '@/lib/shipments/columns';
import {
  type HistoryEntry,
  type Position,
  readHistory,
  readPosition,
} from '@/lib/shipments/history';

/**
 * What the database let this request see (DECISIONS 18): everything (a valid party link), or
 * the journey only, without a key or with a refused one. Anything else reads as the journey
 * only: a page never shows more than it was told it may.
 */
const TRACKING_ACCESS = ['full', 'number_only', 'key_refused'] as const;
export type TrackingAccess = (typeof TRACKING_ACCESS)[number];

/** The text columns of public.tracked_shipment; each is a text or null. */
const TEXT_FIELDS = ['id', 'status', ...PARTY_DETAIL_COLUMNS] as const;

/** The load's size in metres and weight in kg (issue #37): the full view only, else null. */
type LoadSize = Record<(typeof LOAD_SIZE_COLUMNS)[number], number | null>;

export type TrackedShipment = Record<(typeof TEXT_FIELDS)[number], string | null> &
  LoadSize & {
    /** The expected delivery (issue #26), 'YYYY-MM-DD'; in both modes, none once delivered. */
    expecteddeliveryfrom: string | null;
    expecteddeliveryto: string | null;
    history: HistoryEntry[];
    currentposition: Position | null;
    access: TrackingAccess;
    /**
     * The collection, position and delivery reports (issue #52), oldest first: only for a
     * valid party link, else null. Read where they are shown (the proof section's own chunk).
     */
    reports: readonly unknown[] | null;
    /**
     * The escrow (issue #53) a valid party link sees: an object, else null (not an escrow
     * shipment, or the number alone). Read where it is shown (the escrow panel's own chunk).
     */
    escrow: Readonly<Record<string, unknown>> | null;
  };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAccess = (value: unknown): value is TrackingAccess =>
  TRACKING_ACCESS.includes(value as TrackingAccess);

/**
 * What the public lookup returns (public.tracked_shipment), read where it arrives. A row that
 * is not an object, or a text column that is neither text nor null, throws a TypeError naming
 * the column: the page says the lookup failed rather than show a wrong value. History and
 * position are JSON columns read leniently (see readHistory), so one bad value never hides the
 * rest of the shipment. Checked by hand, not by a schema library: valibot cost the result
 * 1.2 KB gzip (issue #17).
 */
export function readTrackedShipment(row: unknown): TrackedShipment {
  if (!isObject(row)) throw new TypeError('tracked_shipment: expected a row');
  const columns = row;
  const texts = {} as Record<(typeof TEXT_FIELDS)[number], string | null>;
  for (const field of TEXT_FIELDS) {
    const value = columns[field];
    if (value !== null && typeof value !== 'string') {
      throw new TypeError(`tracked_shipment.${field}: expected a text or null`);
    }
    texts[field] = value;
  }
  // Read leniently like the history: a backend without them shows the rest, not an error.
  const day = (value: unknown) => (typeof value === 'string' ? value : null);
  const size = {} as LoadSize;
  for (const field of LOAD_SIZE_COLUMNS) {
    const value = columns[field];
    size[field] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return {
    ...texts,
    ...size,
    expecteddeliveryfrom: day(columns.expecteddeliveryfrom),
    expecteddeliveryto: day(columns.expecteddeliveryto),
    history: readHistory(columns.history),
    currentposition: readPosition(columns.currentposition),
    access: isAccess(columns.access) ? columns.access : 'number_only',
    reports: Array.isArray(columns.reports) ? columns.reports : null,
    escrow: isObject(columns.escrow) ? columns.escrow : null,
  };
}
