import { useQuery } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from '../../api/shipment-keys';
import { readStaffReport, STAFF_REPORT_COLUMNS, type StaffReport } from './staff-report';

/** The shipment's reports, oldest first (the CMR reads them too, outside a query). */
export async function fetchReports(
  trackingNumber: string,
  createdAt: string,
  signal?: AbortSignal,
): Promise<StaffReport[]> {
  let request = supabase
    .from('shipment_reports')
    .select(STAFF_REPORT_COLUMNS)
    .eq('shipment_id', trackingNumber)
    // This shipment's, not those of an earlier one with the same number (deleted, reused).
    .eq('shipment_created_at', createdAt)
    .order('recorded_at')
    .order('received_at');
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
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
