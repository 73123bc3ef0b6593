import type { ConditionReportData } from './paper-data';

/** The downloaded CMR's file name: "CMR-482913.pdf". */
export function cmrFileName(trackingNumber: string): string {
  return `CMR-${trackingNumber}.pdf`;
}

/** A condition report's file name: "482913-collection-2026-12-07.pdf" (the day as recorded). */
export function conditionReportFileName(
  data: Pick<ConditionReportData, 'trackingNumber' | 'kind' | 'recordedAt'>,
): string {
  return `${data.trackingNumber}-${data.kind}-${data.recordedAt.slice(0, 10)}.pdf`;
}
