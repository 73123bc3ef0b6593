import { emptyListKey } from '@/components/staff-list/empty-list-key';
import { StaffListPage } from '@/components/staff-list/staff-list-page';
import { useListUrlState } from '@/components/staff-list/use-list-url-state';

import type { ShipmentSortColumn } from '../../api/shipment-keys';
import type { Shipment } from '../../api/shipment-schemas';
import { useShipmentList } from '../../api/use-shipment-list';
import { useLoadErrorToast } from '../../hooks/use-load-error-toast';
import { PartyLinkDialog } from '../../links/components/party-link-dialog';
import { RevokeLinksDialog } from '../../links/components/revoke-links-dialog';
import { nextSort, shipmentListUrl } from '../../list-params';
import { CmrDialog } from '../../papers/components/cmr-dialog';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { LazyShipmentFormDialog } from '../form/lazy-shipment-form-dialog';
import { HistoryDialog } from '../history/history-dialog';
import { TrackingViewsNav } from '../shared/tracking-views-nav';
import { DeleteShipmentDialog } from './delete-shipment-dialog';
import type { RowActions } from './shipment-row-menu';
import { ShipmentsListView } from './shipments-list-view';
import { ShipmentsToolbar } from './shipments-toolbar';
import { StatusFilter } from './status-filter';
import { useShipmentDialogs } from './use-shipment-dialogs';

/**
 * /admin/tracking: the staff's shipments, 25 a page, searched, filtered and sorted as the URL
 * says, with the row actions' dialogs.
 */
export function ShipmentsPage() {
  const { t } = useShipmentsTranslation();
  const { params, change } = useListUrlState(shipmentListUrl);
  const list = useShipmentList(params);
  const dialogs = useShipmentDialogs();
  useLoadErrorToast(list.error);

  const sortBy = (column: ShipmentSortColumn) => change({ sort: nextSort(params.sort, column) });
  const rowActions: RowActions = {
    onEdit: dialogs.openEdit,
    onHistory: dialogs.openHistory,
    onPartyLink: dialogs.openPartyLink,
    onRevokeLinks: dialogs.openRevokeLinks,
    onCmr: dialogs.openCmr,
    onDelete: dialogs.openDelete,
  };
  const listView = (rows: Shipment[] | undefined, busy: boolean) => (
    <ShipmentsListView
      sort={params.sort}
      onSort={sortBy}
      busy={busy}
      rows={rows}
      actions={rowActions}
    />
  );

  return (
    <StaffListPage
      header={
        <>
          <ShipmentsToolbar params={params} onAdd={dialogs.openAdd} />
          <TrackingViewsNav current="all" />
        </>
      }
      search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
      filter={
        <StatusFilter
          counts={list.data?.counts}
          selected={params.status}
          onSelect={(status) => change({ status })}
        />
      }
      params={params}
      change={change}
      list={list}
      loading={
        <>
          <p role="status" className="sr-only">
            {t('list.loading')}
          </p>
          {listView(undefined, true)}
        </>
      }
      loadFailed={t('list.loadFailed')}
      empty={{
        message: t(emptyListKey(params.search, params.status), {
          search: params.search,
          status: params.status ?? '',
        }),
        status: params.status,
        onAllStatuses: () => change({ status: null }),
      }}
      rows={listView}
    >
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
      <CmrDialog
        shipment={dialogs.cmrOf}
        onClose={dialogs.closeCmr}
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
    </StaffListPage>
  );
}
