import type { QueryClient } from '@tanstack/react-query';

import { forgetPublicReads } from '@/lib/public-api/public-read-cache';

import { infoKeys } from './info-keys';

/**
 * After any write of an info text, every reader asks again: the editor's queries and the
 * public pages' reads, which keep their own cache (lib/public-api).
 */
export function forgetInfoReads(queryClient: QueryClient): Promise<void> {
  forgetPublicReads(infoKeys.all);
  return queryClient.invalidateQueries({ queryKey: infoKeys.all });
}
