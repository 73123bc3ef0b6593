/** What a driver's screen hands to the outbox: the report without file paths (ON-THE-ROAD.md). */
export type ReportKind = 'collection' | 'position' | 'delivery';

export type DamageZone = 'front' | 'back' | 'left' | 'right' | 'top' | 'other';

type Damage = { state: 'none' } | { state: 'marked'; marks: { zone: DamageZone; text: string }[] };

export interface ReportDraft {
  trackingNumber: string;
  kind: ReportKind;
  /** When it was captured on the phone, ISO 8601. */
  recordedAt: string;
  position: { lat: number; lng: number } | null;
  place: string | null;
  damage: Damage | null;
  note: string | null;
  name: string | null;
  reservations: string | null;
  handedOver: { documents: string; keys: boolean } | null;
  /** A position report that also appends a route entry. */
  routeEntry?: boolean;
}
