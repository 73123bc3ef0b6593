import { RotateCcw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { DeletedShipment } from '../../api/use-deleted-shipments';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/** Keeps "Restaurează" in view when the table scrolls sideways on a phone. */
const STICKY_RESTORE = 'sticky right-0 bg-white shadow-[-1px_0_0_var(--color-slate-200)]';

/** The deleted shipments of one page: number, goods, recipient, who deleted and when. */
export function DeletedShipmentRows({
  rows,
  busy,
  onRestore,
}: {
  rows: DeletedShipment[];
  /** True while the rows shown are the previous page's and the next is on its way. */
  busy: boolean;
  onRestore: (trackingNumber: string) => void;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <Table aria-busy={busy} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <TableCaption>{t('deleted.caption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('deleted.columns.id')}</TableHead>
          <TableHead>{t('deleted.columns.goods')}</TableHead>
          <TableHead>{t('deleted.columns.recipient')}</TableHead>
          <TableHead>{t('deleted.columns.deletedBy')}</TableHead>
          <TableHead>{t('deleted.columns.deletedAt')}</TableHead>
          <TableHead className={`${STICKY_RESTORE} bg-slate-50`}>
            <span className="sr-only">{t('deleted.restore')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.tracking_number} data-deleted-shipment={row.tracking_number}>
            <TableCell className="font-mono font-medium text-slate-900">
              {row.tracking_number}
            </TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{row.transportedgoods}</TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{row.recipientname}</TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{row.deleted_by}</TableCell>
            <TableCell>{formatDateTime(row.deleted_at, ADMIN_LANGUAGE)}</TableCell>
            <TableCell className={STICKY_RESTORE}>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('deleted.restoreOf', { id: row.tracking_number })}
                aria-haspopup="dialog"
                onClick={() => onRestore(row.tracking_number)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('deleted.restore')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
