import { type ListParams, listUrl } from '@/components/staff-list/list-url-state';

import { isRequestStatus, type RequestStatus } from './request-status';

/** How the staff list of requests is asked for; the URL holds the same three values. */
export interface RequestListParams extends ListParams {
  status: RequestStatus | null;
}

/** /admin/requests's list in the URL: page and search as every staff list, a known status. */
export const requestListUrl = listUrl<RequestListParams>({
  status: {
    param: 'status',
    read: (value) => (isRequestStatus(value) ? value : null),
    write: (status) => status,
  },
});
