import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ListParams, ListUrl } from './list-url-state';

/** Whether a change makes a history entry of its own; see useListUrlState. */
export interface ListChangeOptions {
  replace?: boolean;
}

/**
 * A staff list's state, kept in the URL, so reload, back and a shared link show the same list.
 * `replace` for changes that should not make a history entry of their own (the search while it
 * is typed, a page corrected to the last one).
 */
export function useListUrlState<Params extends ListParams>(url: ListUrl<Params>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => url.read(searchParams), [url, searchParams]);
  const change = useCallback(
    (update: Partial<Params>, options: ListChangeOptions = {}) => {
      setSearchParams((current) => url.write(url.change(url.read(current), update)), {
        replace: options.replace ?? false,
      });
    },
    [url, setSearchParams],
  );
  return { params, change };
}
