import { emptyListKey } from '@/components/staff-list/empty-list-key';
import { StaffListPage } from '@/components/staff-list/staff-list-page';
import { useListUrlState } from '@/components/staff-list/use-list-url-state';
import { useWideScreen } from '@/lib/use-wide-screen';

import { useRequestList } from '../../api/use-request-list';
import { requestListUrl } from '../../list-params';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestCards } from './request-cards';
import { RequestHelp } from './request-help';
import { RequestsTable } from './requests-table';
import { StatusFilter } from './status-filter';

/**
 * /admin/requests ("Cereri"): the transport requests, 25 a page, newest first, searched and
 * filtered as the URL says; a table from 768 px, cards below.
 */
export function RequestsPage() {
  const { t } = useRequestsTranslation();
  const { params, change } = useListUrlState(requestListUrl);
  const list = useRequestList(params);
  const wide = useWideScreen('md');

  return (
    <StaffListPage
      header={
        <>
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <RequestHelp />
        </>
      }
      search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
      filter={<StatusFilter selected={params.status} onSelect={(status) => change({ status })} />}
      params={params}
      change={change}
      list={list}
      loading={
        <p role="status" className="text-slate-700">
          {t('list.loading')}
        </p>
      }
      loadFailed={t('list.loadFailed')}
      empty={{
        message: t(emptyListKey(params.search, params.status), {
          search: params.search,
          status: params.status ? t(`status.${params.status}`) : '',
        }),
        status: params.status,
        onAllStatuses: () => change({ status: null }),
      }}
      rows={(rows, busy) =>
        wide ? <RequestsTable rows={rows} busy={busy} /> : <RequestCards rows={rows} busy={busy} />
      }
    />
  );
}
