import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { DeletedListParams } from '../api/shipment-keys';
import { parseListParams } from '../list-params';
import { DELETED_VIEW, VIEW_PARAM } from '../tracking-view';

/**
 * "Șterse recent"'s page and search in the URL (?view=deleted&q=…&page=…), read as the list
 * reads its own, so reload, back and a shared link show the same page.
 */
export function useDeletedListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<DeletedListParams>(() => {
    const { page, search } = parseListParams(searchParams);
    return { page, search };
  }, [searchParams]);
  const change = useCallback(
    (update: Partial<DeletedListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const { page, search } = parseListParams(current);
          // A new search starts at page 1 (page 3 of the old matches means nothing).
          const next = { page: update.search === undefined ? page : 1, search, ...update };
          const query = new URLSearchParams({ [VIEW_PARAM]: DELETED_VIEW });
          if (next.search) query.set('q', next.search);
          if (next.page > 1) query.set('page', String(next.page));
          return query;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return { params, change };
}
