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

/** The list on a phone (below 768 px): one card per request, with what its row shows. */
export function RequestCards({ rows, busy }: { rows: RequestListRow[]; busy: boolean }) {
  const { t } = useRequestsTranslation();
  return (
    <ul
      aria-label={t('list.caption')}
      aria-busy={busy}
      className={cn('grid gap-3', busy && 'opacity-70 transition-opacity')}
    >
      {rows.map((row) => {
        const unopened = row.opened_at === null;
        return (
          <li
            key={row.reference}
            data-request-card={row.reference}
            className={cn(
              'grid gap-2 rounded-xl border bg-white p-4 shadow-sm',
              unopened ? 'border-blue-300' : 'border-slate-200',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              {unopened && <UnopenedMarker />}
              <RequestLink reference={row.reference} unopened={unopened} />
              <RequestStatusBadge status={row.status} />
              <OversizeChip load={row} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('list.columns.customer')}</dt>
              <dd className="[overflow-wrap:anywhere]">{customerText(row)}</dd>
              <dt className="text-slate-600">{t('list.columns.route')}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {t('list.route', {
                  from: placeText(row.pickup_postcode, row.pickup_town, row.pickup_country),
                  to: placeText(row.delivery_postcode, row.delivery_town, row.delivery_country),
                })}
              </dd>
              <dt className="text-slate-600">{t('list.columns.load')}</dt>
              <dd className="[overflow-wrap:anywhere]">{loadText(row)}</dd>
              <dt className="text-slate-600">{t('list.columns.createdAt')}</dt>
              <dd>
                <time dateTime={row.created_at}>
                  {formatDateTime(row.created_at, ADMIN_LANGUAGE)}
                </time>
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
