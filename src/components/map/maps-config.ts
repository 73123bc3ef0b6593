/**
 * Read straight from Vite's env (not src/lib/env.ts, which insists on the Supabase variables):
 * public pages must never pull in the backend client. Maps are optional (DECISIONS 14).
 */
export function googleMapsApiKey(): string | undefined {
  const key = import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim();
  return key ? key : undefined;
}

/** Advanced markers need a map id; Google's demo id works until the owner sets their own. */
export function googleMapId(): string {
  return import.meta.env.VITE_GOOGLE_MAPS_MAP_ID?.trim() || 'DEMO_MAP_ID';
}
