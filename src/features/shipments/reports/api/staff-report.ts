import { readReport, type ShipmentReport } from '@/lib/shipments/reports';
import type { Database } from '#common/database.types';

type ReportRow = Database['public']['Tables']['shipment_reports']['Row'];

/** A report as staff read it: what a party sees, and who sent it, how and when it arrived. */
export type StaffReport = ShipmentReport & {
  received_at: string;
  author_id: string | null;
  author_role: 'driver' | 'staff';
};

/** The columns the panel reads (never the idempotency key: it is the sender's, not ours). */
export const STAFF_REPORT_COLUMNS =
  'id, kind, recorded_at, received_at, place, position, damage, note, name, signature, photos, handed_over, reservations, corrects, author_id, author_role, phoned';

type StaffReportRow = Pick<
  ReportRow,
  | 'id'
  | 'kind'
  | 'recorded_at'
  | 'received_at'
  | 'place'
  | 'position'
  | 'damage'
  | 'note'
  | 'name'
  | 'signature'
  | 'photos'
  | 'handed_over'
  | 'reservations'
  | 'corrects'
  | 'author_id'
  | 'author_role'
  | 'phoned'
>;

/** A row of public.shipment_reports as read, through the parties' reader; null if unreadable. */
export function readStaffReport(row: StaffReportRow): StaffReport | null {
  const report = readReport(row);
  if (!report) return null;
  return {
    ...report,
    received_at: row.received_at,
    author_id: row.author_id,
    author_role: row.author_role === 'driver' ? 'driver' : 'staff',
  };
}
