/**
 * The Google Maps script, injected once per page and retried as SPEC §9 says: three retries,
 * waiting attempt × 2^attempt ms before each (2, 8, 24 ms), then the failure is reported.
 */
export const MAPS_SCRIPT_RETRIES = 3;

export function retryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

export const MAPS_SCRIPT_ID = 'google-maps-script';
/** The global function the script calls once the API is there. */
export const MAPS_READY_CALLBACK = '__onGoogleMapsReady';

interface MapsNamespace {
  Map?: unknown;
  importLibrary?: (name: string) => Promise<unknown>;
}

type MapsWindow = Window & {
  google?: { maps?: MapsNamespace };
  [MAPS_READY_CALLBACK]?: () => void;
};

function mapsScriptUrl(apiKey: string, language: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    libraries: 'marker',
    language,
    v: 'weekly',
    loading: 'async',
    callback: MAPS_READY_CALLBACK,
  });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

/** With `loading=async` the classes arrive through importLibrary; wait for the two we use. */
async function importLibraries(): Promise<void> {
  const maps = (window as MapsWindow).google?.maps;
  if (!maps?.importLibrary) return;
  await Promise.all([maps.importLibrary('maps'), maps.importLibrary('marker')]);
}

function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.getElementById(MAPS_SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = MAPS_SCRIPT_ID;
    script.src = url;
    script.async = true;
    (window as MapsWindow)[MAPS_READY_CALLBACK] = () => {
      importLibraries().then(resolve, reject);
    };
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The Google Maps script could not be loaded.'));
    });
    document.head.append(script);
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadWithRetries(apiKey: string, language: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await injectScript(mapsScriptUrl(apiKey, language));
    } catch (error) {
      if (attempt > MAPS_SCRIPT_RETRIES) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}

let inFlight: Promise<void> | undefined;

/**
 * Resolves once `google.maps` is usable. Maps that ask while a load runs share it; after a
 * final failure the next call starts again from the first attempt.
 */
export function loadGoogleMaps(apiKey: string, language: string): Promise<void> {
  if ((window as MapsWindow).google?.maps?.Map) return Promise.resolve();
  inFlight ??= loadWithRetries(apiKey, language).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
