import { useId } from 'react';

import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

import { useShipmentsTranslation } from '../../../use-shipments-translation';
import type { EscrowDue, EscrowTodo } from '../../api/use-escrow-todo';
import { amountText, timeText } from '../../escrow-texts';

/** One group of "Escrow: de făcut": its heading with the count, and a row per shipment. */
export function EscrowTodoGroup({
  due,
  rows,
  onOpen,
}: {
  due: EscrowDue;
  rows: EscrowTodo[];
  onOpen: (trackingNumber: string, from: HTMLElement) => void;
}) {
  const { t } = useShipmentsTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(`escrowTodo.groups.${due}`)} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t('escrowTodo.groupEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-labelledby={headingId}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('escrowTodo.columns.number')}</TableHead>
                <TableHead>{t('escrowTodo.columns.seller')}</TableHead>
                <TableHead>{t('escrowTodo.columns.buyer')}</TableHead>
                <TableHead>{t('escrowTodo.columns.amount')}</TableHead>
                <TableHead>{t('escrowTodo.columns.state')}</TableHead>
                <TableHead>{t('escrowTodo.columns.since')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.tracking_number} data-escrow-todo={row.tracking_number}>
                  <TableCell>
                    <Button
                      variant="link"
                      size="inline"
                      className="font-mono"
                      aria-label={t('escrowTodo.open', { id: row.tracking_number })}
                      onClick={(event) => onOpen(row.tracking_number, event.currentTarget)}
                    >
                      {row.tracking_number}
                    </Button>
                  </TableCell>
                  <TableCell className="max-w-[14rem] break-words">{row.shippername}</TableCell>
                  <TableCell className="max-w-[14rem] break-words">{row.recipientname}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {amountText(row.amount, row.currency)}
                  </TableCell>
                  <TableCell>{t(`escrow.states.${row.state}`)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={row.since}>{timeText(row.since)}</time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
