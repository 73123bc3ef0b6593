/** Which of a staff list's four "nothing here" texts fits the search and the status filter. */
export function emptyListKey(search: string, status: string | null) {
  if (search && status) return 'list.noResultsWithStatus' as const;
  if (search) return 'list.noResults' as const;
  if (status) return 'list.emptyStatus' as const;
  return 'list.empty' as const;
}
