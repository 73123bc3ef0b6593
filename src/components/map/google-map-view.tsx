import { GoogleMap, useGoogleMap } from '@react-google-maps/api';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

import { useSiteLanguage } from '@/lib/i18n/use-site-language';

import { loadGoogleMaps } from './load-google-maps';
import type { LatLng } from './map-links';
import { googleMapId } from './maps-config';

const FILL = { width: '100%', height: '100%' };
const OPTIONS = { mapId: googleMapId(), streetViewControl: false, clickableIcons: false };

function AdvancedMarker({ position, title }: { position: LatLng; title: string }) {
  const map = useGoogleMap();
  const { lat, lng } = position;
  useEffect(() => {
    if (!map) return;
    const marker = new google.maps.marker.AdvancedMarkerElement({
      map,
      position: { lat, lng },
      title,
    });
    return () => {
      marker.map = null;
    };
  }, [map, lat, lng, title]);
  return null;
}

/**
 * The Google part of LocationMap, in its own chunk: loaded only when the panel nears the
 * viewport and a key is configured. Shows `fallback(status)` until the map is ready.
 */
export function GoogleMapView({
  apiKey,
  position,
  zoom,
  markerTitle,
  fallback,
}: {
  apiKey: string;
  position: LatLng;
  zoom: number;
  markerTitle: string;
  fallback: (status: 'loading' | 'failed') => ReactNode;
}) {
  const lang = useSiteLanguage();
  const { lat, lng } = position;
  // A new object on every render would make the map re-centre on every render.
  const center = useMemo(() => ({ lat, lng }), [lat, lng]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    loadGoogleMaps(apiKey, lang).then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [apiKey, lang]);

  if (status !== 'ready') return fallback(status);
  return (
    <GoogleMap mapContainerStyle={FILL} center={center} zoom={zoom} options={OPTIONS}>
      <AdvancedMarker position={center} title={markerTitle} />
    </GoogleMap>
  );
}
