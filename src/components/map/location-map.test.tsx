/**
 * The one map component: fallback without a key, lazy loading near the viewport, retries then
 * fallback, and the Google map asked for the right place. Only Google is replaced: the script
 * (src/testing/fake-google-maps-script.ts) and the @react-google-maps/api components.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  loadMapsScript,
  resetMapsScript,
  watchMapsScripts,
} from '@/testing/fake-google-maps-script';
import { renderInLanguage } from '@/testing/render-in-language';

import { MAPS_SCRIPT_RETRIES, retryDelayMs } from './load-google-maps';
import { LocationMap } from './location-map';

const google = vi.hoisted(() => ({ mapProps: vi.fn(), map: { id: 'the map' } }));

vi.mock('@react-google-maps/api', () => ({
  GoogleMap: (props: { center: unknown; zoom: number; children?: ReactNode }) => {
    google.mapProps(props);
    return <div data-testid="google-map">{props.children}</div>;
  },
  useGoogleMap: () => google.map,
}));

const position = { lat: 52.532, lng: 13.3849 };

function renderMap(lang: 'en' | 'de' = 'en') {
  return renderInLanguage(
    <LocationMap
      position={position}
      zoom={15}
      markerTitle="Musterfirma Transporte GmbH"
      label={'Musterstraße 1\n10115 Berlin'}
      heightClass="h-96"
    />,
    { lang },
  );
}

const panel = () => screen.getByTestId('location-map');

/** An IntersectionObserver the test drives: jsdom has none. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  intersect() {
    const entry = { isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

beforeAll(async () => {
  // Warm the lazily imported Google part, so that fake timers only ever wait on our timers.
  await import('./google-map-view');
});

beforeEach(() => {
  google.mapProps.mockClear();
  FakeIntersectionObserver.instances = [];
});

afterEach(() => {
  // Unmount before `google` goes: a marker effect still pending would otherwise run without it.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetMapsScript();
});

describe('LocationMap', () => {
  it('without a key shows the place and a link to it, and loads nothing', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const scripts = watchMapsScripts();
    renderMap();

    expect(panel()).toHaveClass('h-96');
    expect(panel()).toHaveTextContent('Musterstraße 1 10115 Berlin');
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=52.532&mlon=13.3849#map=15/52.532/13.3849',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(scripts.added).toHaveLength(0);
    scripts.stop();
  });

  it('with a key, loads nothing until the panel nears the viewport', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const scripts = watchMapsScripts();
    renderMap();

    expect(screen.getByRole('status')).toHaveTextContent('Loading map…');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observe).toHaveBeenCalledWith(panel());
    expect(observer?.options.rootMargin).toMatch(/^\d+px$/);
    await act(() => Promise.resolve());
    expect(scripts.added).toHaveLength(0);

    act(() => observer?.intersect());
    await waitFor(() => expect(scripts.added).toHaveLength(1));
    expect(observer?.disconnect).toHaveBeenCalled();
    const { AdvancedMarkerElement } = loadMapsScript();
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    await waitFor(() => expect(AdvancedMarkerElement).toHaveBeenCalledTimes(1));
    scripts.stop();
  });

  it('when the script keeps failing, retries three times with SPEC delays, then falls back', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.useFakeTimers({ now: 0 });
    const scripts = watchMapsScripts();
    renderMap('de');
    const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    for (let attempt = 1; attempt <= MAPS_SCRIPT_RETRIES + 1; attempt += 1) {
      await step(0);
      expect(scripts.added).toHaveLength(attempt);
      expect(screen.getByRole('status')).toHaveTextContent('Karte wird geladen …');
      scripts.failLatest();
      if (attempt <= MAPS_SCRIPT_RETRIES) await step(retryDelayMs(attempt));
    }
    await step(0);
    scripts.stop();

    expect(scripts.added.map(({ at }) => at)).toEqual([0, 2, 10, 34]);
    expect(screen.getByRole('status')).toHaveTextContent('Die Karte konnte nicht geladen werden.');
    expect(screen.getByRole('link', { name: 'In OpenStreetMap öffnen' })).toBeVisible();
    expect(panel()).toHaveClass('h-96');
    expect(screen.queryByTestId('google-map')).toBeNull();
  });

  it('once the script is there, shows the map at the position and zoom, with a titled marker', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const scripts = watchMapsScripts();
    renderMap();
    await waitFor(() => expect(scripts.added).toHaveLength(1));

    const { AdvancedMarkerElement } = loadMapsScript();
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(google.mapProps).toHaveBeenLastCalledWith(
      expect.objectContaining({ center: position, zoom: 15 }),
    );
    expect(AdvancedMarkerElement).toHaveBeenCalledWith({
      map: google.map,
      position,
      title: 'Musterfirma Transporte GmbH',
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(panel()).toHaveClass('h-96');
    scripts.stop();
  });
});
