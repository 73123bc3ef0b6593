import LanguageDetector from 'i18next-browser-languagedetector';

import { DEFAULT_LANGUAGE, type Language, matchLanguage } from '#common/languages';

import { LANGUAGE_STORAGE_KEY } from './language-storage';

/**
 * The language for a URL that names none (`/`, or an unsupported prefix): a stored choice
 * (local storage, then cookie), then the browser's languages in order, then German.
 * Loaded only for those URLs, so it costs nothing on a page's first paint.
 */
export function detectLanguage(): Language {
  const detector = new LanguageDetector(
    // With getBestMatchFromCodes present the detector returns every candidate, not just the first.
    { languageUtils: { getBestMatchFromCodes: () => undefined } },
    {
      order: ['localStorage', 'cookie', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: 'i18next',
      caches: [],
    },
  );
  const candidates = [detector.detect() ?? []].flat();
  for (const candidate of candidates) {
    const lang = matchLanguage(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
