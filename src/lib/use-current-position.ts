import { useCallback, useState } from 'react';

export interface Coordinates {
  lat: number;
  lng: number;
}

type PositionFailure = 'denied' | 'unavailable' | 'unsupported';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located' }
  | { status: 'failed'; failure: PositionFailure };

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing outside browsers). */
const PERMISSION_DENIED = 1;

/**
 * Asks the browser where the device is (it may ask the user first). `locate` hands the
 * position to its callback; the state says what happened, for a message next to the button.
 */
export function useCurrentPosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback((onPosition: (coordinates: Coordinates) => void) => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', failure: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'located' });
        onPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        setState({
          status: 'failed',
          failure: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
        });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);
  return { state, locate };
}
