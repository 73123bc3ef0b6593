/** The columns the staff search looks in (reference, customer, places). */
const SEARCH_COLUMNS = [
  'reference',
  'name',
  'company',
  'email',
  'pickup_town',
  'pickup_postcode',
  'delivery_town',
  'delivery_postcode',
] as const;

/**
 * `text` as a literal ILIKE pattern inside PostgREST's filter syntax. LIKE's own wildcards and
 * escape (`%`, `_`, `\`) get a backslash, so "50%" finds "50%" only. PostgREST turns every `*`
 * into `%` and has no escape for it, so an asterisk becomes `_` (any one character, the
 * asterisk among them). The whole value is double-quoted, with `"` and `\` escaped, so `,`, `(`,
 * `)` and `.` inside it are text, not the `or=(…)` list's syntax.
 */
export function ilikeValue(text: string): string {
  const pattern = `*${text.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}*`;
  return `"${pattern.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** The `or` filter that finds `text` in any searched column, case-insensitively. */
export function searchFilter(text: string): string {
  const value = ilikeValue(text);
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${value}`).join(',');
}
