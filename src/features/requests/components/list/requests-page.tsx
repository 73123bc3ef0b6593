import { RotateCw } from 'lucide-react';
import { useCallback, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/list-empty';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListSearch } from '@/components/ui/list-search';
import { emptyListKey } from '@/lib/empty-list-key';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useWideScreen } from '@/lib/use-wide-screen';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useRequestList } from '../../api/use-request-list';
import { useRequestListParams } from '../../hooks/use-request-list-params';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestCards } from './request-cards';
import { RequestHelp } from './request-help';
import { RequestsTable } from './requests-table';
import { StatusFilter } from './status-filter';

/**
 * /admin/requests ("Cereri"): the transport requests, 25 a page, newest first, searched and
 * filtered as the URL says; a table from 768 px, cards below. Loading, error, empty and the
 * list are sibling states.
 */
export function RequestsPage() {
  const { t } = useRequestsTranslation();
  const { params, change } = useRequestListParams();
  const list = useRequestList(params);
  const wide = useWideScreen('md');
  const searchInput = useRef<HTMLInputElement>(null);

  usePageInRange(list, params.page, change);

  const applySearch = useCallback(
    (text: string) => change({ search: text }, { replace: true }),
    [change],
  );
  const clearSearch = () => {
    change({ search: '' });
    searchInput.current?.focus();
  };
  const rows = list.data?.rows ?? [];

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <RequestHelp />
      <div className="grid gap-4">
        <ListSearch
          ref={searchInput}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={params.search}
          onSearch={applySearch}
        />
        <StatusFilter selected={params.status} onSelect={(status) => change({ status })} />
      </div>

      {list.isPending && (
        <p role="status" className="text-slate-700">
          {t('list.loading')}
        </p>
      )}

      {list.isError && !list.data && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
        >
          <p>{t('list.loadFailed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('list.retry')}
          </Button>
        </div>
      )}

      {list.data?.total === 0 && (
        <ListEmpty
          message={t(emptyListKey(params.search, params.status), {
            search: params.search,
            status: params.status ? t(`status.${params.status}`) : '',
          })}
          search={params.search}
          status={params.status}
          onClearSearch={clearSearch}
          onAllStatuses={() => change({ status: null })}
        />
      )}

      {list.data && rows.length > 0 && (
        <>
          {wide ? (
            <RequestsTable rows={rows} busy={list.isPlaceholderData} />
          ) : (
            <RequestCards rows={rows} busy={list.isPlaceholderData} />
          )}
          <ListPagination
            page={params.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}
    </section>
  );
}
