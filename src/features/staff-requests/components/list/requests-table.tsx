import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { RequestListRow } from '../../api/use-request-list';
import { useRequestsTranslation } from '../../use-requests-translation';
import { OversizeChip } from '../shared/oversize-chip';
import { RequestStatusBadge } from '../shared/request-status-badge';
import { RequestLink } from './request-link';
import { customerText, loadText, placeText } from './row-texts';
import { UnopenedMarker } from './unopened-marker';

/** The list from 768 px up: one row per request, unopened ones marked and bold. */
export function RequestsTable({ rows, busy }: { rows: RequestListRow[]; busy: boolean }) {
  const { t } = useRequestsTranslation();
  return (
    <Table aria-busy={busy} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <TableCaption>{t('list.caption')}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('list.columns.reference')}</TableHead>
          <TableHead>{t('list.columns.customer')}</TableHead>
          <TableHead>{t('list.columns.route')}</TableHead>
          <TableHead>{t('list.columns.load')}</TableHead>
          <TableHead>{t('list.columns.status')}</TableHead>
          <TableHead>{t('list.columns.createdAt')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const unopened = row.opened_at === null;
          return (
            <TableRow
              key={row.reference}
              data-request={row.reference}
              className={cn(unopened && 'bg-blue-50/60')}
            >
              <TableCell>
                <span className="inline-flex items-center gap-2">
                  {unopened && <UnopenedMarker />}
                  <RequestLink reference={row.reference} unopened={unopened} />
                </span>
              </TableCell>
              <TableCell className="max-w-[14rem] break-words">
                <div>{customerText(row)}</div>
                <div className="text-xs text-slate-600 [overflow-wrap:anywhere]">{row.email}</div>
              </TableCell>
              <TableCell className="max-w-[16rem] break-words text-sm">
                {t('list.route', {
                  from: placeText(row.pickup_postcode, row.pickup_town, row.pickup_country),
                  to: placeText(row.delivery_postcode, row.delivery_town, row.delivery_country),
                })}
              </TableCell>
              <TableCell className="max-w-[14rem] break-words">
                <div className="grid justify-items-start gap-1">
                  <span>{loadText(row)}</span>
                  <OversizeChip load={row} />
                </div>
              </TableCell>
              <TableCell>
                <RequestStatusBadge status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={row.created_at}>
                  {formatDateTime(row.created_at, ADMIN_LANGUAGE)}
                </time>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
