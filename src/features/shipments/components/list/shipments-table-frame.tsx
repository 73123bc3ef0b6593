import type { ReactNode } from 'react';

import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

import type { ShipmentSort, ShipmentSortColumn } from '../../api/shipment-keys';
import { sortToken } from '../../list-params';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { SortableHead } from './sortable-head';

/** Keeps the row menu in view when the table scrolls sideways on a phone. */
export const STICKY_ACTIONS = 'sticky right-0 bg-white shadow-[-1px_0_0_var(--color-slate-200)]';

/** The list's table: caption, headers (status and last change sort it), and the given rows. */
export function ShipmentsTableFrame({
  sort,
  onSort,
  busy,
  children,
}: {
  sort: ShipmentSort;
  onSort: (column: ShipmentSortColumn) => void;
  /** True while the rows shown are the previous page's and the next is on its way. */
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <Table aria-busy={busy} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <TableCaption>
        {t('list.caption', {
          sort: t(`list.sortedBy.${sortToken(sort)}`),
        })}
      </TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('list.columns.trackingNumber')}</TableHead>
          <TableHead>{t('list.columns.goods')}</TableHead>
          <TableHead>{t('list.columns.destination')}</TableHead>
          <SortableHead column="status" sort={sort} onSort={onSort}>
            {t('list.columns.status')}
          </SortableHead>
          <SortableHead column="updated_at" sort={sort} onSort={onSort}>
            {t('list.columns.updatedAt')}
          </SortableHead>
          <TableHead className={`${STICKY_ACTIONS} bg-slate-50`}>
            {t('list.columns.actions')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
