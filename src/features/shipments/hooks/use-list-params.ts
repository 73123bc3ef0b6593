import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ShipmentListParams } from '../api/shipment-keys';
import { listParamsToSearch, parseListParams, withChange } from '../list-params';

/**
 * The list's page, search, status filter and sort, kept in the URL, so reload, back and a
 * shared link show the same list. `replace` for changes that should not make a history entry
 * of their own (the search while it is typed, a page corrected to the last one).
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const change = useCallback(
    (update: Partial<ShipmentListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => listParamsToSearch(withChange(parseListParams(current), update)),
        {
          replace: options.replace ?? false,
        },
      );
    },
    [setSearchParams],
  );
  return { params, change };
}
