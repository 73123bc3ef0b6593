import { lazy, Suspense } from 'react';

import { MapFallback, type MapFallbackStatus } from './map-fallback';
import type { LatLng } from './map-links';
import { googleMapsApiKey } from './maps-config';
import { useNearViewport } from './use-near-viewport';

const GoogleMapView = lazy(() =>
  import('./google-map-view').then((m) => ({ default: m.GoogleMapView })),
);

/**
 * The site's one map (contact page, tracking result). Google Maps loads only with a key and
 * only when the panel is about to scroll into view; until then, without a key or after the
 * script failed, the same-sized panel names the place and links to it (DECISIONS 14).
 */
export function LocationMap({
  position,
  zoom,
  markerTitle,
  label,
  heightClass,
  className = '',
}: {
  position: LatLng;
  zoom: number;
  /** The marker's tooltip, e.g. the company name. */
  markerTitle: string;
  /** The place in words (address or coordinates), shown when there is no map. */
  label: string;
  /** A Tailwind height class: the panel's size never depends on what loads into it. */
  heightClass: string;
  className?: string;
}) {
  const apiKey = googleMapsApiKey();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const fallback = (status: MapFallbackStatus) => (
    <MapFallback position={position} zoom={zoom} label={label} status={status} />
  );
  return (
    <div
      ref={ref}
      data-testid="location-map"
      className={`relative w-full overflow-hidden bg-slate-100 ${heightClass} ${className}`}
    >
      {apiKey && near ? (
        <Suspense fallback={fallback('loading')}>
          <GoogleMapView
            apiKey={apiKey}
            position={position}
            zoom={zoom}
            markerTitle={markerTitle}
            fallback={fallback}
          />
        </Suspense>
      ) : (
        fallback(apiKey ? 'loading' : 'static')
      )}
    </div>
  );
}
