import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { useNearViewport } from '@/components/map/use-near-viewport';
import { formatNumber } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { Position } from '@/lib/shipments/history';

import { ResultCard } from './result-card';

const LocationMap = lazy(() =>
  import('@/components/map/location-map').then((m) => ({ default: m.LocationMap })),
);

/**
 * The shipment's current position, on the site's one map component (hidden in print). The map
 * sits below the route history, out of view after a lookup: its code loads only when the card
 * is about to scroll into view (issue #17).
 */
export function ShipmentMapCard({ position, title }: { position: Position; title: string }) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const coordinates = `${formatNumber(position.lat, lang, { maximumFractionDigits: 5 })}, ${formatNumber(position.lng, lang, { maximumFractionDigits: 5 })}`;
  const placeholder = (
    <div
      ref={ref}
      className="flex h-[400px] items-center justify-center rounded-lg bg-slate-100 text-slate-600"
    >
      {t('result.loadingMap')}
    </div>
  );
  return (
    <ResultCard title={t('result.location')} icon={MapPin} className="md:col-span-2 print:hidden">
      {near ? (
        <Suspense fallback={placeholder}>
          <LocationMap
            position={position}
            zoom={10}
            markerTitle={title}
            label={coordinates}
            heightClass="h-[400px]"
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </ResultCard>
  );
}
