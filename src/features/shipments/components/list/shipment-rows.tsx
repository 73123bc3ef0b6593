import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { Shipment } from '../../api/shipment-schemas';
import { useRowMenuLabel } from '../../hooks/use-row-menu-label';
import { StatusBadge } from '../shared/status-badge';
import { type RowActions, ShipmentRowMenu } from './shipment-row-menu';
import { STICKY_ACTIONS } from './shipments-table-frame';
import { TruncatedText } from './truncated-text';

/**
 * One row per shipment; stored text is shown as text, long text cut with its tooltip. Rows are
 * keyed by their place on the page, not by shipment: a page turn or a search then updates 25
 * rows in place instead of removing 25 and building 25 (each with its menu), about half of
 * what the browser did to show the new page. A row's open menu closes when its shipment changes
 * (ShipmentRowMenu), so no action reaches a shipment other than the one it was opened for.
 */
export function ShipmentRows({ rows, ...actions }: { rows: Shipment[] } & RowActions) {
  const menuLabel = useRowMenuLabel();
  return rows.map((shipment, place) => (
    <TableRow key={place} data-shipment={shipment.id} className="[&>td]:align-middle">
      <TableCell className="font-mono font-medium text-slate-900">
        <TruncatedText text={shipment.id} className="max-w-[10rem]" />
      </TableCell>
      <TableCell>
        <TruncatedText text={shipment.transportedgoods} />
      </TableCell>
      <TableCell>
        <TruncatedText text={shipment.recipientname} />
      </TableCell>
      <TableCell>
        <StatusBadge status={shipment.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={shipment.updated_at}>
          {formatDateTime(shipment.updated_at, ADMIN_LANGUAGE)}
        </time>
      </TableCell>
      <TableCell className={`${STICKY_ACTIONS} py-1.5`}>
        <ShipmentRowMenu shipment={shipment} label={menuLabel(shipment)} {...actions} />
      </TableCell>
    </TableRow>
  ));
}
