import type { QueryClient } from '@tanstack/react-query';

import { hasStoredSession } from '@/lib/auth-storage';

import { requestListUrl } from '../list-params';
import { requestPageQuery } from './use-request-list';

/**
 * Starts loading the page the URL asks for as soon as the route matches, beside the screen's
 * module and texts and the staff check (as the shipments list does). The database answers only
 * staff; without a stored session there is nothing to ask.
 */
export function prefetchRequestList(queryClient: QueryClient, url: string): void {
  if (!hasStoredSession()) return;
  void queryClient.prefetchQuery(requestPageQuery(requestListUrl.read(new URL(url).searchParams)));
}
