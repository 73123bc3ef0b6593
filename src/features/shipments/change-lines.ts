import { z } from 'zod';

import { readHistory, readPosition } from '@/lib/shipments/history';
import { readReport, type ReportKind } from '@/lib/shipments/reports';

import type { ShipmentChange } from './api/use-shipment-changes';
import { PARTIES, type Party } from './links/api/tracking-link-schema';
import { historyText, positionText } from './shipments-csv';

/**
 * One line under an audit record: a field from → to, a route entry appended, why a link was
 * revoked when a new one replaced it, or a link's new expiry (null: not known before delivery).
 */
export type ChangeLine =
  | { kind: 'field'; field: string; from: string | null; to: string | null }
  | { kind: 'route'; status: string; location: string }
  | { kind: 'linkReplaced'; expired: boolean }
  | { kind: 'fromRequest'; reference: string }
  | { kind: 'linkExpiry'; expiresAt: string | null; chosen: boolean }
  | {
      kind: 'report';
      report: ReportKind;
      recordedAt: string;
      place: string | null;
      phoned: boolean;
    };

/** A party link's record (…_tracking_party_links.sql, private.record_link_change). */
const linkChangeSchema = z.object({
  party: z.enum(PARTIES),
  reason: z.enum(['revoked', 'replaced', 'expired']).optional(),
  expires_at: z.string().nullable().optional(),
  set: z.boolean().optional(),
});

function linkChange(change: Pick<ShipmentChange, 'action' | 'changes'>) {
  if (!change.action.startsWith('link_')) return null;
  const parsed = linkChangeSchema.safeParse(change.changes);
  return parsed.success ? parsed.data : null;
}

/** Whose link a link record is about; null for a record of the shipment itself. */
export function linkParty(change: Pick<ShipmentChange, 'action' | 'changes'>): Party | null {
  return linkChange(change)?.party ?? null;
}

/** A stored value as staff read it; null for "no value". */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return historyText(readHistory(value));
  const position = readPosition(value);
  return position ? positionText(position) : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The transport request a shipment was made from, as its insert record names it (issue #37). */
function fromRequest(change: Pick<ShipmentChange, 'action' | 'changes'>): ChangeLine[] {
  const recorded = change.changes.request_reference;
  const reference = isRecord(recorded) ? recorded.to : null;
  return typeof reference === 'string' && reference !== ''
    ? [{ kind: 'fromRequest', reference }]
    : [];
}

/** A report from the road (issue #52): its kind, time and place, and whether it was phoned in. */
function reportLine(recorded: unknown): ChangeLine[] {
  const report = readReport(recorded);
  if (!report) return [];
  const phoned = isRecord(recorded) && recorded.phoned === true;
  return [
    {
      kind: 'report',
      report: report.kind,
      recordedAt: report.recorded_at,
      place: report.place,
      phoned,
    },
  ];
}

/**
 * What an update changed, field by field, in the order the database recorded them. An insert,
 * a restore and a delete carry the whole row, which the action alone says better (an insert
 * names the transport request it came from); a link's creation too. A link's revocation says when it made way for a new one, a new expiry its date.
 */
export function changeLines(change: Pick<ShipmentChange, 'action' | 'changes'>): ChangeLine[] {
  const link = linkChange(change);
  if (change.action === 'link_revoke' && link?.reason && link.reason !== 'revoked') {
    return [{ kind: 'linkReplaced', expired: link.reason === 'expired' }];
  }
  if (change.action === 'link_expiry' && link) {
    return [{ kind: 'linkExpiry', expiresAt: link.expires_at ?? null, chosen: link.set ?? false }];
  }
  if (change.action === 'insert') return fromRequest(change);
  if (change.action === 'report') return reportLine(change.changes.report);
  if (change.action !== 'update') return [];
  return Object.entries(change.changes).flatMap(([field, value]): ChangeLine[] => {
    if (!isRecord(value)) return [];
    if (field === 'history' && Array.isArray(value.added)) {
      return readHistory(value.added).map((entry) => ({
        kind: 'route',
        status: entry.status,
        location: entry.location,
      }));
    }
    return [{ kind: 'field', field, from: valueText(value.from), to: valueText(value.to) }];
  });
}
