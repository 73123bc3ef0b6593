import { useCallback, useState } from 'react';

import { ListPagination } from '@/components/ui/list-pagination';
import { ListSearch } from '@/components/ui/list-search';
import { usePageInRange } from '@/lib/use-page-in-range';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useDeletedShipments } from '../../api/use-deleted-shipments';
import { useDeletedListParams } from '../../hooks/use-deleted-list-params';
import { useLoadErrorToast } from '../../hooks/use-load-error-toast';
import { usePeriodTexts } from '../../hooks/use-period-texts';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { ListError } from '../shared/list-error';
import { TrackingViewsNav } from '../shared/tracking-views-nav';
import { DeletedShipmentRows } from './deleted-shipment-rows';
import { RestoreShipmentDialog } from './restore-shipment-dialog';

/**
 * /admin/tracking?view=deleted ("Șterse recent"): the deleted shipments still restorable,
 * latest delete first, 25 a page, searched on the server; each can be restored after a question.
 */
export function DeletedShipmentsPage() {
  const { t } = useShipmentsTranslation();
  const { restorePeriod } = usePeriodTexts();
  const { params, change } = useDeletedListParams();
  const list = useDeletedShipments(params);
  const [restoring, setRestoring] = useState<string | null>(null);
  useLoadErrorToast(list.error);

  usePageInRange(list, params.page, change);

  const applySearch = useCallback(
    (text: string) => change({ search: text }, { replace: true }),
    [change],
  );

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {t('admin:shipmentsTitle')}
      </h1>
      <TrackingViewsNav current="deleted" />
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('deleted.title')}</h2>
        <p className="max-w-3xl text-slate-700">{t('deleted.intro', { period: restorePeriod })}</p>
      </div>
      <ListSearch
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={params.search}
        onSearch={applySearch}
      />

      {list.isPending && (
        <p role="status" className="text-slate-600">
          {t('deleted.loading')}
        </p>
      )}
      {list.isError && !list.data && (
        <ListError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}
      {list.data?.total === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-700 [overflow-wrap:anywhere]">
          {params.search ? t('deleted.noResults', { search: params.search }) : t('deleted.empty')}
        </p>
      )}
      {list.data && list.data.rows.length > 0 && (
        <>
          <DeletedShipmentRows
            rows={list.data.rows}
            busy={list.isPlaceholderData}
            onRestore={setRestoring}
          />
          <ListPagination
            page={params.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}

      <RestoreShipmentDialog trackingNumber={restoring} onClose={() => setRestoring(null)} />
    </section>
  );
}
