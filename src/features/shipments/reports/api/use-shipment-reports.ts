import { useQuery } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from '../../api/shipment-keys';
import { readStaffReport, STAFF_REPORT_COLUMNS, type StaffReport } from './staff-report';

async function fetchReports(
  trackingNumber: string,
  createdAt: string,
  signal: AbortSignal,
): Promise<StaffReport[]> {
  const { data, error, status } = await supabase
    .from('shipment_reports')
    .select(STAFF_REPORT_COLUMNS)
    .eq('shipment_id', trackingNumber)
    // This shipment's, not those of an earlier one with the same number (deleted, reused).
    .eq('shipment_created_at', createdAt)
    .order('recorded_at')
    .order('received_at')
    .abortSignal(signal);
  if (error) throw requestError(error, status);
  return data.flatMap((row) => readStaffReport(row) ?? []);
}

/** The shipment's reports (issue #52), oldest first, as staff read them (RLS: staff read all). */
export function useShipmentReports(trackingNumber: string, createdAt: string) {
  return useQuery({
    queryKey: [...shipmentKeys.reports(trackingNumber), createdAt],
    queryFn: ({ signal }) => fetchReports(trackingNumber, createdAt, signal),
  });
}
