import { useState } from 'react';

import { StaffListPage } from '@/components/staff-list/staff-list-page';
import { useListUrlState } from '@/components/staff-list/use-list-url-state';

import { useDeletedShipments } from '../../api/use-deleted-shipments';
import { useLoadErrorToast } from '../../hooks/use-load-error-toast';
import { usePeriodTexts } from '../../hooks/use-period-texts';
import { deletedListUrl } from '../../list-params';
import { useShipmentsTranslation } from '../../use-shipments-translation';
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
  const { params, change } = useListUrlState(deletedListUrl);
  const list = useDeletedShipments(params);
  const [restoring, setRestoring] = useState<string | null>(null);
  useLoadErrorToast(list.error);

  return (
    <StaffListPage
      header={
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('admin:shipmentsTitle')}
          </h1>
          <TrackingViewsNav current="deleted" />
          <div className="grid gap-2">
            <h2 className="text-xl font-semibold text-slate-900">{t('deleted.title')}</h2>
            <p className="max-w-3xl text-slate-700">
              {t('deleted.intro', { period: restorePeriod })}
            </p>
          </div>
        </>
      }
      search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
      params={params}
      change={change}
      list={list}
      loading={
        <p role="status" className="text-slate-600">
          {t('deleted.loading')}
        </p>
      }
      loadFailed={t('list.loadFailed')}
      empty={{
        message: params.search
          ? t('deleted.noResults', { search: params.search })
          : t('deleted.empty'),
      }}
      rows={(rows, busy) => (
        <DeletedShipmentRows rows={rows} busy={busy} onRestore={setRestoring} />
      )}
    >
      <RestoreShipmentDialog trackingNumber={restoring} onClose={() => setRestoring(null)} />
    </StaffListPage>
  );
}
