// A driver's (or the office's) report of a shipment (issue #52): read by hand like the route
// history (history.ts), because the parties' tracking page reads them too; the staff area reads
// its rows of public.shipment_reports through the same functions.

import { type Position, readPosition } from './history';

export const REPORT_KINDS = ['collection', 'position', 'delivery'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const DAMAGE_ZONES = ['front', 'back', 'left', 'right', 'top', 'other'] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

export type DamageMark = { zone: DamageZone; text: string };
/** Visible damage: none seen, marks by zone, or not recorded (null). */
export type Damage = { state: 'none' } | { state: 'marked'; marks: DamageMark[] };
export type HandedOver = { documents: string; keys: boolean };

export type ShipmentReport = {
  id: string;
  kind: ReportKind;
  recorded_at: string;
  place: string | null;
  position: Position | null;
  damage: Damage | null;
  note: string | null;
  name: string | null;
  /** Object paths in the shipment-evidence bucket. */
  signature: string | null;
  photos: string[];
  handed_over: HandedOver | null;
  reservations: string | null;
  /** The report of the same shipment this one corrects. */
  corrects: string | null;
  /** Typed by the office for a driver who phoned (the condition report says so). */
  phoned: boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

function readDamage(value: unknown): Damage | null {
  if (!isRecord(value)) return null;
  if (value.state === 'none') return { state: 'none' };
  if (value.state !== 'marked' || !Array.isArray(value.marks)) return null;
  const marks = value.marks.flatMap((mark: unknown) =>
    isRecord(mark) && oneOf(DAMAGE_ZONES, mark.zone) && typeof mark.text === 'string'
      ? [{ zone: mark.zone, text: mark.text }]
      : [],
  );
  return { state: 'marked', marks };
}

function readHandedOver(value: unknown): HandedOver | null {
  if (!isRecord(value)) return null;
  return {
    documents: typeof value.documents === 'string' ? value.documents : '',
    keys: value.keys === true,
  };
}

/**
 * One report as read: null when it has no id, kind or time (nothing to show it by); a bad
 * optional field reads as none, so one odd value never hides the report.
 */
export function readReport(value: unknown): ShipmentReport | null {
  if (!isRecord(value)) return null;
  const { id, kind, recorded_at: recordedAt } = value;
  if (typeof id !== 'string' || !oneOf(REPORT_KINDS, kind) || typeof recordedAt !== 'string') {
    return null;
  }
  return {
    id,
    kind,
    recorded_at: recordedAt,
    place: text(value.place),
    position: readPosition(value.position),
    damage: readDamage(value.damage),
    note: text(value.note),
    name: text(value.name),
    signature: text(value.signature),
    photos: Array.isArray(value.photos)
      ? value.photos.filter((path): path is string => typeof path === 'string')
      : [],
    handed_over: readHandedOver(value.handed_over),
    reservations: text(value.reservations),
    corrects: text(value.corrects),
    phoned: value.phoned === true,
  };
}

/** A list of reports as read, the unreadable ones left out; anything but a list is none. */
export function readReports(value: unknown): ShipmentReport[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => readReport(item) ?? []);
}

/** Every stored file a report names: its photos, then its signature. */
export function reportFiles(report: ShipmentReport): string[] {
  return report.signature ? [...report.photos, report.signature] : report.photos;
}

/** A collection or a delivery (a hand-over with its condition report), not a position. */
export function isHandover<T extends ShipmentReport>(
  report: T,
): report is T & { kind: 'collection' | 'delivery' } {
  return report.kind !== 'position';
}
