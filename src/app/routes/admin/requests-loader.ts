/**
 * Loader of /admin/requests (staff only), a module of its own like shipments-loader.ts: the
 * list's request goes out while the screen's module and texts still load.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';

import { prefetchRequestList } from '@/features/staff-requests/api/prefetch-request-list';
import { queryClient } from '@/lib/query-client';

/** Does not wait: the page renders (behind the staff check) while the list loads. */
export function loader({ request }: LoaderFunctionArgs): null {
  prefetchRequestList(queryClient, request.url);
  return null;
}
