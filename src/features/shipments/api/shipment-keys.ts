import type { ListParams } from '@/components/staff-list/list-url-state';

/** How the staff list is asked for; the URL holds the same four values (list-params.ts). */
export interface ShipmentListParams extends ListParams {
  /** Exact status, null for every status. */
  status: string | null;
  sort: ShipmentSort;
}

export type ShipmentSortColumn = 'created_at' | 'updated_at' | 'status';
export interface ShipmentSort {
  column: ShipmentSortColumn;
  ascending: boolean;
}

/**
 * Query keys of the staff's shipments (one factory, so invalidation never guesses). Every key
 * starts with `all`, so one invalidation of `all` refreshes the list, its counts, the statuses and
 * dialogs after any write.
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (params: ShipmentListParams) => [...shipmentKeys.lists(), params] as const,
  /** The filter's per-status counts (and so the total) for a search, whatever page or status. */
  statusCounts: (search: string) => [...shipmentKeys.all, 'status-counts', search] as const,
  statuses: () => [...shipmentKeys.all, 'statuses'] as const,
  /** A suggested number for a new shipment, checked to be free (`candidate` or a new draw). */
  freeTrackingNumber: (candidate: string) =>
    [...shipmentKeys.all, 'free-tracking-number', candidate] as const,
  detail: (trackingNumber: string) => [...shipmentKeys.all, 'detail', trackingNumber] as const,
  changes: (trackingNumber: string) => [...shipmentKeys.all, 'changes', trackingNumber] as const,
  /** Issue #52: the active drivers one can assign, and a shipment's reports. */
  drivers: () => [...shipmentKeys.all, 'drivers'] as const,
  reports: (trackingNumber: string) => [...shipmentKeys.all, 'reports', trackingNumber] as const,
  /** Issue #53: a shipment's escrow (of this incarnation), and what staff have to do in escrow. */
  escrow: (trackingNumber: string, createdAt: string) =>
    [...shipmentKeys.all, 'escrow', trackingNumber, createdAt] as const,
  escrowTodo: () => [...shipmentKeys.all, 'escrow-todo'] as const,
  /** "Șterse recent": one page of the deleted shipments that are not back. */
  deletedLists: () => [...shipmentKeys.all, 'deleted'] as const,
  deletedList: (params: DeletedListParams) => [...shipmentKeys.deletedLists(), params] as const,
  /** The owner's periods (link expiry, restore window) the staff texts name. */
  periods: () => [...shipmentKeys.all, 'periods'] as const,
};

/** How "Șterse recent" is asked for: 1-based page of 25 and the search box's text. */
export type DeletedListParams = ListParams;
