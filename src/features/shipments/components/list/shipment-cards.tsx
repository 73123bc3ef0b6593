import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { Shipment } from '../../api/shipment-schemas';
import { useRowMenuLabel } from '../../hooks/use-row-menu-label';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { StatusBadge } from '../shared/status-badge';
import { type RowActions, ShipmentRowMenu } from './shipment-row-menu';
import { TruncatedText } from './truncated-text';

/**
 * The list on a phone (below `sm`): one card per shipment, in the table's order, with what its
 * row shows (number, status, goods, recipient, last change) and the same row menu. A list
 * named like the table's caption, so it says the order it is in.
 */
export function ShipmentCards({
  label,
  busy,
  children,
}: {
  label: string;
  /** True while the cards shown are the previous page's and the next is on its way. */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={busy}
      className={cn('grid gap-3', busy && 'opacity-70 transition-opacity')}
    >
      {children}
    </ul>
  );
}

export function ShipmentCardItems({ rows, ...actions }: { rows: Shipment[] } & RowActions) {
  const { t } = useShipmentsTranslation();
  const menuLabel = useRowMenuLabel();
  // Keyed by place, as the table's rows (see ShipmentRows).
  return rows.map((shipment, place) => (
    <li
      key={place}
      data-shipment-card={shipment.id}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <TruncatedText
            text={shipment.id}
            className="max-w-full font-mono font-semibold text-slate-900"
          />
          <div>
            <StatusBadge status={shipment.status} />
          </div>
        </div>
        {/* -mt/-mr: the 44 px target reaches into the card's padding, not into its text. */}
        <div className="-mt-2 -mr-2 shrink-0">
          <ShipmentRowMenu shipment={shipment} label={menuLabel(shipment)} {...actions} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <CardField label={t('list.columns.goods')} text={shipment.transportedgoods} />
        <CardField label={t('list.columns.destination')} text={shipment.recipientname} />
        <dt className="text-slate-600">{t('list.columns.updatedAt')}</dt>
        <dd className="text-slate-800">
          <time dateTime={shipment.updated_at}>
            {formatDateTime(shipment.updated_at, ADMIN_LANGUAGE)}
          </time>
        </dd>
      </dl>
    </li>
  ));
}

function CardField({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-800">
        <TruncatedText text={text} className="max-w-full" />
      </dd>
    </>
  );
}
