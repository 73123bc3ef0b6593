/** The staff lists' server paging (shipments, deleted shipments, transport requests). */
export const PAGE_SIZE = 25;

/** How many pages `total` rows fill (at least one, so "page 1 of 1" for an empty list). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The rows of a page as `range(from, to)` wants them (0-based, inclusive). */
export function pageRange(page: number): { from: number; to: number } {
  const from = (page - 1) * PAGE_SIZE;
  return { from, to: from + PAGE_SIZE - 1 };
}
