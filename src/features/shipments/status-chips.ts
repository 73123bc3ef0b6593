import { KNOWN_STATUS_VALUES } from '#common/shipments/status';

import type { StatusCount } from './api/fetch-status-counts';

/** A chip of the status filter: null is "every status". count undefined: not known yet. */
export interface StatusChip {
  status: string | null;
  count: number | undefined;
}

/**
 * The filter's chips: every status first, the four known ones always (so "Probleme" is there
 * with 0 when nothing needs attention), then the other statuses in use, then the selected one
 * if a link names a status nobody has.
 */
export function statusChips(
  counts: StatusCount[] | undefined,
  selected: string | null,
): StatusChip[] {
  const countOf = (status: string) =>
    counts ? (counts.find((item) => item.status === status)?.count ?? 0) : undefined;
  const statuses = [
    ...KNOWN_STATUS_VALUES,
    ...(counts ?? []).map((item) => item.status),
    ...(selected ? [selected] : []),
  ];
  const total = counts?.reduce((sum, item) => sum + item.count, 0);
  return [
    { status: null, count: total },
    ...[...new Set<string>(statuses)].map((status) => ({ status, count: countOf(status) })),
  ];
}
