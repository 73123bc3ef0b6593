import { listUrl, readText } from '@/components/staff-list/list-url-state';

import type {
  DeletedListParams,
  ShipmentListParams,
  ShipmentSort,
  ShipmentSortColumn,
} from './api/shipment-keys';
import { DELETED_VIEW, VIEW_PARAM } from './tracking-view';

/** Newest first (SPEC §7: the list is ordered by created_at descending). */
export const DEFAULT_SORT: ShipmentSort = { column: 'created_at', ascending: false };

const SORT_COLUMNS: readonly ShipmentSortColumn[] = ['created_at', 'updated_at', 'status'];

/** The database's limit (shipments_status_length). */
const MAX_STATUS_LENGTH = 100;

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

/**
 * /admin/tracking's list in the URL: page and search as every staff list, the exact status
 * and the sort (an unknown one falls back to the default order; the default is left out).
 */
export const shipmentListUrl = listUrl<ShipmentListParams>({
  status: {
    param: 'status',
    read: (value) => readText(value, MAX_STATUS_LENGTH) || null,
    write: (status) => status,
  },
  sort: {
    param: 'sort',
    read: parseSort,
    write: (sort) => (sortToken(sort) === sortToken(DEFAULT_SORT) ? null : sortToken(sort)),
  },
});

/** "Șterse recent" in the URL (?view=deleted&q=…&page=…): page and search only. */
export const deletedListUrl = listUrl<DeletedListParams>({}, { [VIEW_PARAM]: DELETED_VIEW });

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
