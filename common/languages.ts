/** The public site's languages; the URL's first segment picks one (DECISIONS 5). */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', 'nl', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'de';

/** The staff area's language (SPEC §1, DECISIONS 9). */
export const ADMIN_LANGUAGE = 'ro';

/** Each language named in itself, as a switcher should show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
  pl: 'Polski',
};

/** Locales for dates and numbers (DECISIONS 8). */
export const FORMAT_LOCALES: Record<Language | typeof ADMIN_LANGUAGE, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  nl: 'nl-NL',
  pl: 'pl-PL',
  ro: 'ro-RO',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; undefined when no supported language matches. */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
