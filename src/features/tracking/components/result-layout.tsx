import { History, Printer } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { TrackedShipment } from '../api/tracked-shipment';
import { CopyLinkButton } from './copy-link-button';
import { RESULT_ACTION_CLASS, ResultCard } from './result-card';
import { RouteHistory } from './route-history';
import { ShipmentMapCard } from './shipment-map-card';
import { StatusProgress } from './status-progress';

/**
 * The frame every tracking result shares: heading (focused after a lookup), copy link and
 * print, the progress, then `children` (the cards this answer may show) before the route
 * history and the map.
 */
export function ResultLayout({
  shipment,
  id,
  shareKey,
  headingRef,
  children,
}: {
  shipment: TrackedShipment;
  id: string;
  /** The party key the copied link carries; only when it opened the full details. */
  shareKey: string | undefined;
  headingRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useSiteTranslation('tracking');
  const { history, currentposition: position } = shipment;
  return (
    <article aria-labelledby="shipment-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="shipment-heading"
          ref={(node) => {
            headingRef.current = node;
          }}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-all text-blue-950 outline-none"
        >
          {t('result.heading', { id })}
        </h2>
        <div className="flex gap-2 print:hidden">
          <CopyLinkButton trackingNumber={id} partyKey={shareKey} />
          <button type="button" onClick={() => window.print()} className={RESULT_ACTION_CLASS}>
            <Printer aria-hidden="true" className="size-4" />
            {t('result.print')}
          </button>
        </div>
      </div>
      <StatusProgress status={shipment.status} historyStatuses={history.map((h) => h.status)} />
      <div className="grid gap-6 md:grid-cols-2">
        {children}
        <ResultCard title={t('result.history')} icon={History} className="md:col-span-2">
          <RouteHistory entries={history} />
        </ResultCard>
        {position && <ShipmentMapCard position={position} title={t('result.heading', { id })} />}
      </div>
    </article>
  );
}
