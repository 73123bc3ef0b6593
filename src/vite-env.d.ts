/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Map id for Google's advanced markers; Google's demo id when unset. */
  readonly VITE_GOOGLE_MAPS_MAP_ID?: string;
  /** Public origin of the site, for canonical URLs and the sitemap. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The staff area's entry script and stylesheets (a build of its own, scripts/build-site.ts),
 * for the public shell to start it on hosts that answer every URL with that shell.
 */
declare const __STAFF_APP__: { entry: string; styles: string[] };

/** The year the site was built (and its pages prerendered) in. */
declare const __BUILD_YEAR__: number;

/** The papers' fonts, cut to what the papers print (scripts/vite/paper-fonts.ts). */
declare module 'virtual:paper-fonts' {
  export const regularUrl: string;
  export const boldUrl: string;
}
