import { KNOWN_STATUS_VALUES } from '#common/shipments/status';

/** The four known statuses first (DECISIONS 13), then every other status already in use. */
export function statusSuggestions(inUse: readonly string[]): string[] {
  const known: readonly string[] = KNOWN_STATUS_VALUES;
  return [...known, ...inUse.filter((status) => status.trim() !== '' && !known.includes(status))];
}
