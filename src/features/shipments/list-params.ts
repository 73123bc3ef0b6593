import type { ShipmentListParams, ShipmentSort, ShipmentSortColumn } from './api/shipment-keys';

/** Rows per page of the staff list (issue #11). */
/** Newest first (SPEC §7: the list is ordered by created_at descending). */
export const DEFAULT_SORT: ShipmentSort = { column: 'created_at', ascending: false };

const SORT_COLUMNS: readonly ShipmentSortColumn[] = ['created_at', 'updated_at', 'status'];

/** The database's limits (shipments_status_length; a search longer than a name finds nothing). */
const MAX_STATUS_LENGTH = 100;
const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real list; keeps `range()` arithmetic in safe integers. */
const MAX_PAGE = 100_000;

/** The URL's query parameter names. */
const PARAM = { page: 'page', search: 'q', status: 'status', sort: 'sort' } as const;

type SortToken = `${ShipmentSortColumn}.${'asc' | 'desc'}`;

/** 'updated_at.asc', the URL form of a sort. */
export function sortToken(sort: ShipmentSort): SortToken {
  return `${sort.column}.${sort.ascending ? 'asc' : 'desc'}`;
}

function parseSort(value: string | null): ShipmentSort {
  const [column, direction, ...rest] = (value ?? '').split('.');
  const known = SORT_COLUMNS.find((candidate) => candidate === column);
  if (!known || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    return DEFAULT_SORT;
  }
  return { column: known, ascending: direction === 'asc' };
}

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parseText(value: string | null, maxLength: number): string {
  const text = (value ?? '').trim();
  return text.length <= maxLength ? text : '';
}

/**
 * The list a URL asks for. Anything unreadable (a page of 0 or "abc", an unknown sort, an
 * overlong text) falls back to its default, so a mistyped link still shows a list.
 */
export function parseListParams(search: URLSearchParams): ShipmentListParams {
  return {
    page: parsePage(search.get(PARAM.page)),
    search: parseText(search.get(PARAM.search), MAX_SEARCH_LENGTH),
    status: parseText(search.get(PARAM.status), MAX_STATUS_LENGTH) || null,
    sort: parseSort(search.get(PARAM.sort)),
  };
}

/** The URL query of a list, defaults left out, so the plain list is plain /admin/tracking. */
export function listParamsToSearch(params: ShipmentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set(PARAM.search, params.search);
  if (params.status) search.set(PARAM.status, params.status);
  const sort = sortToken(params.sort);
  if (sort !== sortToken(DEFAULT_SORT)) search.set(PARAM.sort, sort);
  if (params.page > 1) search.set(PARAM.page, String(params.page));
  return search;
}

/**
 * The list after a change: a new search, filter or sort starts again at page 1 (page 7 of the
 * old list means nothing in the new one).
 */
export function withChange(
  params: ShipmentListParams,
  change: Partial<ShipmentListParams>,
): ShipmentListParams {
  const next = { ...params, ...change };
  const sameList =
    next.search === params.search &&
    next.status === params.status &&
    sortToken(next.sort) === sortToken(params.sort);
  return sameList ? next : { ...next, page: 1 };
}

/** Which way a column sorts first: A–Z for the status, the latest first for a date. */
function firstDirectionAscending(column: ShipmentSortColumn): boolean {
  return column === 'status';
}

/**
 * A click on a sortable header: sort by it (first direction), then the other way, then back
 * to the list's default order.
 */
export function nextSort(current: ShipmentSort, column: ShipmentSortColumn): ShipmentSort {
  const first = firstDirectionAscending(column);
  if (current.column !== column) return { column, ascending: first };
  if (current.ascending === first) return { column, ascending: !first };
  return column === DEFAULT_SORT.column ? { column, ascending: first } : DEFAULT_SORT;
}
