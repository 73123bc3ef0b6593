import { ExternalLink, MapPin } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { type LatLng, openStreetMapUrl } from './map-links';

export type MapFallbackStatus = 'static' | 'loading' | 'failed';

/**
 * What the map panel shows without a key, while the map loads and after it failed: the place
 * in words and a link to it in a map site (DECISIONS 14). It fills the panel, so the panel
 * keeps its size whichever way it ends.
 */
export function MapFallback({
  position,
  zoom,
  label,
  status,
}: {
  position: LatLng;
  zoom: number;
  label: string;
  status: MapFallbackStatus;
}) {
  const { t } = useSiteTranslation();
  return (
    <div
      data-map-status={status}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-100 bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1px)] bg-size-[18px_18px] p-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-600 text-white shadow-md">
        <MapPin aria-hidden="true" className="size-6" />
      </span>
      <p className="max-w-sm rounded-md bg-white/90 px-3 py-1 font-medium whitespace-pre-line text-blue-950">
        {label}
      </p>
      <a href={openStreetMapUrl(position, zoom)} className={buttonVariants({ size: 'sm' })}>
        {t('map.openInMap')}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      {status !== 'static' && (
        <p role="status" className="rounded bg-white/90 px-2 text-sm text-slate-700">
          {status === 'loading' ? t('map.loading') : t('map.unavailable')}
        </p>
      )}
    </div>
  );
}
