import type { StoredReport } from '../outbox/outbox-db';
import { objectPath, SIGNATURE_FILE } from '../outbox/report-files';

/** The `report` argument of submit_shipment_report (ON-THE-ROAD.md), files named by their paths. */
export function reportPayload({ key, draft, files }: StoredReport) {
  const path = (name: string) => objectPath(draft.trackingNumber, key, name);
  const names = files.map((file) => file.name);
  return {
    idempotency_key: key,
    tracking_number: draft.trackingNumber,
    kind: draft.kind,
    recorded_at: draft.recordedAt,
    position: draft.position,
    place: draft.place,
    damage: draft.damage,
    note: draft.note,
    name: draft.name,
    signature: names.includes(SIGNATURE_FILE) ? path(SIGNATURE_FILE) : null,
    photos: names.filter((name) => name !== SIGNATURE_FILE).map(path),
    handed_over: draft.handedOver,
    reservations: draft.reservations,
    ...(draft.routeEntry ? { route_entry: true } : {}),
  };
}

export type ReportPayload = ReturnType<typeof reportPayload>;
