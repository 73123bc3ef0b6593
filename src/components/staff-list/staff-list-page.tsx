import { type ReactNode, useCallback, useRef } from 'react';

import { ADMIN_LANGUAGE } from '#common/languages';

import { ListEmpty } from './list-empty';
import { ListError } from './list-error';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import type { ListParams } from './list-url-state';
import type { ListChangeOptions } from './use-list-url-state';
import { usePageInRange } from './use-page-in-range';

/** What the page reads of a list's query (TanStack Query's result, kept structural here). */
export interface PagedList<Row> {
  data?: { rows: Row[]; total: number };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A staff list's page: its heading (`header`), the search box and `filter`, then loading,
 * error, empty and the rows with the pager as sibling states; `children` are its dialogs.
 * Page and search come from the URL (useListUrlState); a page beyond the end is corrected.
 */
export function StaffListPage<Row>({
  header,
  search,
  filter,
  params,
  change,
  list,
  loading,
  loadFailed,
  empty,
  rows,
  children,
}: {
  header: ReactNode;
  search: { label: string; placeholder: string };
  filter?: ReactNode;
  params: ListParams;
  change: (update: Partial<ListParams>, options?: ListChangeOptions) => void;
  list: PagedList<Row>;
  loading: ReactNode;
  loadFailed: string;
  /**
   * Nothing to show: why, in the list's words, and the ways back (the search cleared, and
   * with a filter `onAllStatuses`).
   */
  empty: { message: string; status?: string | null; onAllStatuses?: () => void };
  rows: (rows: Row[], busy: boolean) => ReactNode;
  children?: ReactNode;
}) {
  const searchInput = useRef<HTMLInputElement>(null);
  usePageInRange(list, params.page, change);

  // Stable, so that re-renders while typing do not restart the search box's pause.
  const applySearch = useCallback(
    (text: string) => change({ search: text }, { replace: true }),
    [change],
  );
  const clearSearch = () => {
    change({ search: '' });
    searchInput.current?.focus();
  };
  const searchBox = (
    <ListSearch
      ref={searchInput}
      label={search.label}
      placeholder={search.placeholder}
      value={params.search}
      onSearch={applySearch}
    />
  );

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      {header}
      {filter ? (
        <div className="grid gap-4">
          {searchBox}
          {filter}
        </div>
      ) : (
        searchBox
      )}

      {list.isPending && loading}

      {list.isError && !list.data && (
        <ListError
          message={loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}

      {list.data?.total === 0 && (
        <ListEmpty
          message={empty.message}
          search={params.search}
          status={empty.status ?? null}
          onClearSearch={clearSearch}
          onAllStatuses={() => empty.onAllStatuses?.()}
        />
      )}

      {list.data && list.data.rows.length > 0 && (
        <>
          {rows(list.data.rows, list.isPlaceholderData)}
          <ListPagination
            page={params.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}

      {children}
    </section>
  );
}
