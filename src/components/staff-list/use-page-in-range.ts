import { useEffect } from 'react';

import { pageCount } from '@/lib/list-pages';

interface PagedList<Page extends { rows: unknown[]; total: number }> {
  data?: Page;
  isPlaceholderData: boolean;
}

/**
 * A page beyond the end (rows gone meanwhile, an old link) is replaced by the last page, once
 * the list's own answer for it is in (not while the previous page stands in).
 */
export function usePageInRange<Page extends { rows: unknown[]; total: number }>(
  list: PagedList<Page>,
  page: number,
  change: (update: { page: number }, options: { replace?: boolean }) => void,
): void {
  const data = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (data && data.rows.length === 0 && page > 1) {
      change({ page: pageCount(data.total) }, { replace: true });
    }
  }, [data, page, change]);
}
