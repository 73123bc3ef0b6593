import { useCallback, useEffect, useState } from 'react';

export type GeoState =
  | { status: 'locating' }
  | { status: 'found'; lat: number; lng: number; accuracy: number }
  /** Refused, unavailable, or no answer in time: the driver types the place. */
  | { status: 'unavailable' };

const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** The phone's position once, asked when the screen opens; `retry` asks again. */
export function useGeolocation(): { state: GeoState; retry: () => void } {
  const [state, setState] = useState<GeoState>(() =>
    'geolocation' in navigator ? { status: 'locating' } : { status: 'unavailable' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live) {
          setState({
            status: 'found',
            lat: coords.latitude,
            lng: coords.longitude,
            accuracy: coords.accuracy,
          });
        }
      },
      () => {
        if (live) setState({ status: 'unavailable' });
      },
      OPTIONS,
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    if (!('geolocation' in navigator)) return;
    setState({ status: 'locating' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
