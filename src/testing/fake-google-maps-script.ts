/**
 * Stands in for the Google Maps script in jsdom (which never loads external scripts): watch
 * what the loader adds to <head>, then make it fail or "load" the way the real script would.
 */
import { vi } from 'vitest';

import { MAPS_READY_CALLBACK, MAPS_SCRIPT_ID } from '@/components/map/load-google-maps';

export function watchMapsScripts() {
  const added: Array<{ at: number; script: HTMLScriptElement }> = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.id === MAPS_SCRIPT_ID)
          added.push({ at: Date.now(), script: node });
  });
  observer.observe(document.head, { childList: true });
  return {
    added,
    failLatest: () => added.at(-1)?.script.dispatchEvent(new Event('error')),
    stop: () => observer.disconnect(),
  };
}

/** What the loaded script provides: google.maps with a spy for advanced markers, then the callback. */
export function loadMapsScript() {
  const AdvancedMarkerElement = vi.fn(function (this: { map: unknown }, options: { map: unknown }) {
    this.map = options.map;
  });
  const importLibrary = vi.fn(() => Promise.resolve({}));
  Object.assign(window, {
    google: { maps: { Map: class {}, importLibrary, marker: { AdvancedMarkerElement } } },
  });
  (window as unknown as Record<string, (() => void) | undefined>)[MAPS_READY_CALLBACK]?.();
  return { importLibrary, AdvancedMarkerElement };
}

export function resetMapsScript() {
  document.getElementById(MAPS_SCRIPT_ID)?.remove();
  Reflect.deleteProperty(window, 'google');
  Reflect.deleteProperty(window, MAPS_READY_CALLBACK);
}
