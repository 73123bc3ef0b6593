/** The maps script loader: SPEC §9's retries and delays, against a script that never loads. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  loadMapsScript,
  resetMapsScript,
  watchMapsScripts,
} from '@/testing/fake-google-maps-script';

import {
  loadGoogleMaps,
  MAPS_READY_CALLBACK,
  MAPS_SCRIPT_ID,
  MAPS_SCRIPT_RETRIES,
  retryDelayMs,
} from './load-google-maps';

/** MutationObserver callbacks and promise reactions are microtasks: let them run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  resetMapsScript();
});

describe('loadGoogleMaps', () => {
  it('waits attempt × 2^attempt ms: 2, 8 and 24 ms', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
    expect(MAPS_SCRIPT_RETRIES).toBe(3);
  });

  it('retries a failing script three times with those delays, then rejects', async () => {
    const scripts = watchMapsScripts();
    const outcome = loadGoogleMaps('test-key', 'de').then(
      () => 'loaded',
      (error: unknown) => (error instanceof Error ? error.message : 'failed'),
    );

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await flush();
      expect(scripts.added).toHaveLength(attempt);
      scripts.failLatest();
      if (attempt <= MAPS_SCRIPT_RETRIES) {
        // Nothing new until the whole delay has passed.
        await vi.advanceTimersByTimeAsync(retryDelayMs(attempt) - 1);
        expect(scripts.added).toHaveLength(attempt);
        await vi.advanceTimersByTimeAsync(1);
      }
    }
    await vi.advanceTimersByTimeAsync(1000);
    scripts.stop();

    expect(scripts.added.map(({ at }) => at)).toEqual([0, 2, 10, 34]);
    expect(await outcome).toBe('The Google Maps script could not be loaded.');
    expect(document.getElementById(MAPS_SCRIPT_ID)).toBeNull();
  });

  it('asks for the key, the marker library and the reader language', async () => {
    const scripts = watchMapsScripts();
    const result = loadGoogleMaps('test-key', 'fr');
    await flush();
    const url = new URL(scripts.added[0]?.script.src ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('libraries')).toBe('marker');
    expect(url.searchParams.get('language')).toBe('fr');
    expect(url.searchParams.get('callback')).toBe(MAPS_READY_CALLBACK);
    loadMapsScript();
    await result;
    scripts.stop();
  });

  it('shares one load between maps and resolves when the script calls back', async () => {
    const scripts = watchMapsScripts();
    const first = loadGoogleMaps('test-key', 'en');
    const second = loadGoogleMaps('test-key', 'en');
    await flush();
    expect(scripts.added).toHaveLength(1);

    const { importLibrary } = loadMapsScript();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(importLibrary.mock.calls).toEqual([['maps'], ['marker']]);
    // Once loaded, later maps need no script at all.
    await loadGoogleMaps('test-key', 'en');
    expect(scripts.added).toHaveLength(1);
    scripts.stop();
  });
});
