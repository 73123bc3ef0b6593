import { DEFAULT_LANGUAGE, type Language, matchLanguage } from '#common/languages';

/** Where the visitor's choice is kept (DECISIONS 5); the language detector reads the same key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be off (private mode, policy): the URL still decides.
  }
}

/** The stored choice or German, for screens outside the language prefix (staff area). */
export function storedLanguage(): Language {
  try {
    return matchLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
