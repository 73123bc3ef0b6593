/** /admin/tracking shows the list, or with ?view=deleted "Șterse recent" (issue #27). */
export const VIEW_PARAM = 'view';
export const DELETED_VIEW = 'deleted';

export type TrackingView = 'all' | 'deleted';

export function trackingViewOf(search: URLSearchParams): TrackingView {
  return search.get(VIEW_PARAM) === DELETED_VIEW ? 'deleted' : 'all';
}
