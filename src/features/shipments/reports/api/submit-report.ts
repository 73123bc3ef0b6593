import { requestError } from '@/lib/request-error';
import type { Damage, HandedOver, ReportKind } from '@/lib/shipments/reports';
import { supabase } from '@/lib/supabase';
import type { Json } from '#common/database.types';

/** A report the office types for a driver who phoned (issue #52): no position, no files. */
export interface PhonedReport {
  /** One per form: sent again (a double click, a retry) it stores the report once. */
  idempotency_key: string;
  tracking_number: string;
  kind: ReportKind;
  recorded_at: string;
  place: string | null;
  damage: Damage | null;
  note: string | null;
  name: string | null;
  handed_over: HandedOver | null;
  reservations: string | null;
  corrects: string | null;
}

/** Sends the report (submit_shipment_report, phoned): the stored report's id. */
export async function submitPhonedReport(report: PhonedReport): Promise<string> {
  const payload = { ...report, position: null, signature: null, photos: [], phoned: true };
  const { data, error, status } = await supabase.rpc('submit_shipment_report', {
    report: payload satisfies Json,
  });
  if (error) throw requestError(error, status);
  return (data as { report_id: string }).report_id;
}
