import { MapPin } from 'lucide-react';

import { DeferredLocationMap } from '@/components/map/deferred-location-map';
import { formatNumber } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { Position } from '@/lib/shipments/history';

import { ResultCard } from './result-card';

/**
 * The shipment's current position, on the site's one map component (hidden in print). It sits
 * below the route history, out of view after a lookup: the map loads as it nears the viewport.
 */
export function ShipmentMapCard({ position, title }: { position: Position; title: string }) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const coordinates = `${formatNumber(position.lat, lang, { maximumFractionDigits: 5 })}, ${formatNumber(position.lng, lang, { maximumFractionDigits: 5 })}`;
  return (
    <ResultCard title={t('result.location')} icon={MapPin} className="md:col-span-2 print:hidden">
      <DeferredLocationMap
        position={position}
        zoom={10}
        markerTitle={title}
        label={coordinates}
        heightClass="h-[400px]"
      />
    </ResultCard>
  );
}
