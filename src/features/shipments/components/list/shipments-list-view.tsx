import { useWideScreen } from '@/lib/use-wide-screen';

import type { ShipmentSort, ShipmentSortColumn } from '../../api/shipment-keys';
import type { Shipment } from '../../api/shipment-schemas';
import { sortToken } from '../../list-params';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { ShipmentCardItems, ShipmentCards } from './shipment-cards';
import type { RowActions } from './shipment-row-menu';
import { ShipmentRows } from './shipment-rows';
import { ShipmentCardsSkeleton, ShipmentsSkeleton } from './shipments-skeleton';
import { ShipmentsTableFrame } from './shipments-table-frame';

/**
 * The shipments of the page: a table from `sm` up, cards on a phone, where six columns do not
 * fit. One of the two is rendered (not both, hidden by CSS): screen readers, the keyboard and
 * the tests meet each row menu once. `rows` undefined: the first page is loading.
 */
export function ShipmentsListView({
  sort,
  onSort,
  busy,
  rows,
  actions,
}: {
  sort: ShipmentSort;
  onSort: (column: ShipmentSortColumn) => void;
  busy: boolean;
  rows: Shipment[] | undefined;
  actions: RowActions;
}) {
  const { t } = useShipmentsTranslation();
  const wide = useWideScreen();
  if (wide) {
    return (
      <ShipmentsTableFrame sort={sort} onSort={onSort} busy={busy}>
        {rows ? <ShipmentRows rows={rows} {...actions} /> : <ShipmentsSkeleton />}
      </ShipmentsTableFrame>
    );
  }
  return (
    <ShipmentCards
      label={t('list.caption', { sort: t(`list.sortedBy.${sortToken(sort)}`) })}
      busy={busy}
    >
      {rows ? <ShipmentCardItems rows={rows} {...actions} /> : <ShipmentCardsSkeleton />}
    </ShipmentCards>
  );
}
