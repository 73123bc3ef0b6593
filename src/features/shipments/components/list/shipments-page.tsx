import { useCallback, useRef } from 'react';

import { ListEmpty } from '@/components/ui/list-empty';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListSearch } from '@/components/ui/list-search';
import { emptyListKey } from '@/lib/empty-list-key';
import { usePageInRange } from '@/lib/use-page-in-range';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { ShipmentSortColumn } from '../../api/shipment-keys';
import { useShipmentList } from '../../api/use-shipment-list';
import { useListParams } from '../../hooks/use-list-params';
import { useLoadErrorToast } from '../../hooks/use-load-error-toast';
import { PartyLinkDialog } from '../../links/components/party-link-dialog';
import { RevokeLinksDialog } from '../../links/components/revoke-links-dialog';
import { nextSort } from '../../list-params';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { LazyShipmentFormDialog } from '../form/lazy-shipment-form-dialog';
import { HistoryDialog } from '../history/history-dialog';
import { ListError } from '../shared/list-error';
import { TrackingViewsNav } from '../shared/tracking-views-nav';
import { DeleteShipmentDialog } from './delete-shipment-dialog';
import type { RowActions } from './shipment-row-menu';
import { ShipmentsListView } from './shipments-list-view';
import { ShipmentsToolbar } from './shipments-toolbar';
import { StatusFilter } from './status-filter';
import { useShipmentDialogs } from './use-shipment-dialogs';

/**
 * /admin/tracking: the staff's shipments, 25 a page, searched, filtered and sorted as the URL
 * says. Loading, error, empty and the list are sibling states.
 */
export function ShipmentsPage() {
  const { t } = useShipmentsTranslation();
  const { params, change } = useListParams();
  const list = useShipmentList(params);
  const dialogs = useShipmentDialogs();
  const searchInput = useRef<HTMLInputElement>(null);
  useLoadErrorToast(list.error);

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
  const rows = list.data?.rows ?? [];
  const sortBy = (column: ShipmentSortColumn) => change({ sort: nextSort(params.sort, column) });
  const rowActions: RowActions = {
    onEdit: dialogs.openEdit,
    onHistory: dialogs.openHistory,
    onPartyLink: dialogs.openPartyLink,
    onRevokeLinks: dialogs.openRevokeLinks,
    onDelete: dialogs.openDelete,
  };

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <ShipmentsToolbar params={params} onAdd={dialogs.openAdd} />
      <TrackingViewsNav current="all" />
      <div className="grid gap-4">
        <ListSearch
          ref={searchInput}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={params.search}
          onSearch={applySearch}
        />
        <StatusFilter
          counts={list.data?.counts}
          selected={params.status}
          onSelect={(status) => change({ status })}
        />
      </div>

      {list.isPending && (
        <>
          <p role="status" className="sr-only">
            {t('list.loading')}
          </p>
          <ShipmentsListView
            sort={params.sort}
            onSort={sortBy}
            busy
            rows={undefined}
            actions={rowActions}
          />
        </>
      )}

      {list.isError && !list.data && (
        <ListError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}

      {list.data?.total === 0 && (
        <ListEmpty
          message={t(emptyListKey(params.search, params.status), {
            search: params.search,
            status: params.status ?? '',
          })}
          search={params.search}
          status={params.status}
          onClearSearch={clearSearch}
          onAllStatuses={() => change({ status: null })}
        />
      )}

      {list.data && rows.length > 0 && (
        <>
          <ShipmentsListView
            sort={params.sort}
            onSort={sortBy}
            busy={list.isPlaceholderData}
            rows={rows}
            actions={rowActions}
          />
          <ListPagination
            page={params.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}

      <HistoryDialog
        shipment={dialogs.historyOf}
        onClose={dialogs.closeHistory}
        onCloseAutoFocus={dialogs.restoreFocus}
      />
      <PartyLinkDialog
        target={dialogs.partyLink}
        onClose={dialogs.closePartyLink}
        onCloseAutoFocus={dialogs.restoreFocus}
      />
      <RevokeLinksDialog
        trackingNumber={dialogs.revokingLinksOf}
        onClose={dialogs.closeRevokeLinks}
        onCloseAutoFocus={dialogs.restoreFocus}
      />
      <DeleteShipmentDialog
        shipment={dialogs.deleting}
        onClose={dialogs.closeDelete}
        onCloseAutoFocus={dialogs.restoreFocus}
      />
      <LazyShipmentFormDialog
        preload={list.data !== undefined}
        open={dialogs.form !== null}
        onOpenChange={(open) => {
          if (!open) dialogs.closeForm();
        }}
        shipment={dialogs.form?.mode === 'edit' ? dialogs.form.shipment : undefined}
        onCloseAutoFocus={dialogs.restoreFocus}
      />
    </section>
  );
}
