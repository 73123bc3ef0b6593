/**
 * Go's encoding/json writes the keys of a map sorted, at every level. GoTrue's metadata and
 * identity_data are Go maps, so sorting them makes our JSON byte-compatible with its output.
 */
function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    sorted[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
  }
  return sorted;
}

export function sortedMap(value: Record<string, unknown> | null): Record<string, unknown> | null {
  return value === null ? null : (sortKeysDeep(value) as Record<string, unknown>);
}
