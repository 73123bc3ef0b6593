import type { ShipmentReport } from '@/lib/shipments/reports';

/**
 * The report of a kind that stands: the newest one no other report corrects (a correction is
 * a new report, DECISIONS 27). `reports` come oldest first, as the panel reads them.
 */
export function latestReport<T extends ShipmentReport>(
  reports: readonly T[],
  kind: 'collection' | 'delivery',
): T | null {
  const corrected = new Set(reports.flatMap((report) => report.corrects ?? []));
  return reports.findLast((report) => report.kind === kind && !corrected.has(report.id)) ?? null;
}
