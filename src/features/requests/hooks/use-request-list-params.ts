import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { listParamsToSearch, parseListParams, type RequestListParams, withChange } from '../list-params';

/** The list's page, search and status filter, kept in the URL (reload, back, shared links). */
export function useRequestListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const change = useCallback(
    (update: Partial<RequestListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => listParamsToSearch(withChange(parseListParams(current), update)),
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return { params, change };
}
