import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { ADMIN_LANGUAGE, LANGUAGES } from '#common/languages';

/**
 * An i18next instance for one render tree. In the browser bundles load lazily, except those a
 * prerendered page carries inline (`preloaded`, in `lng`); the prerender passes them all in
 * (`resources`) so rendering is synchronous.
 *
 * No runtime fallback language: i18next would download the fallback's bundles too, on every
 * page. SPEC's fallback (de) is where language detection ends, and a test guarantees every key
 * exists in every language, so nothing is left to fall back to.
 */
export function createI18n(options: {
  lng: string;
  resources?: Resource;
  preloaded?: ResourceLanguage;
  /** The namespaces loaded at start: the public and staff pages' `common` unless told. */
  ns?: string[];
}): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (!options.resources) {
    instance.use(
      // One lazy chunk per language and namespace: a visitor downloads only their language.
      resourcesToBackend((lng: string, ns: string) =>
        import('./locale-bundles').then((m) => m.loadBundle(lng, ns)),
      ),
    );
  }
  const resources =
    options.resources ?? (options.preloaded ? { [options.lng]: options.preloaded } : undefined);
  void instance.init({
    lng: options.lng,
    resources,
    // Bundles given here, the others from the backend.
    partialBundledLanguages: !options.resources,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES, ADMIN_LANGUAGE],
    ns: options.ns ?? ['common'],
    defaultNS: 'common',
    debug: import.meta.env.DEV && !import.meta.env.SSR && import.meta.env.MODE !== 'test',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: !resources,
    react: { useSuspense: true },
  });
  return instance;
}
