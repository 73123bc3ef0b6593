import type { Language } from '#common/languages';

/** Each public language's name in the staff texts ("Germană"), for tabs and messages. */
export const LANGUAGE_NAME_KEYS = {
  de: 'info.languages.de',
  en: 'info.languages.en',
  fr: 'info.languages.fr',
  it: 'info.languages.it',
  es: 'info.languages.es',
  nl: 'info.languages.nl',
  pl: 'info.languages.pl',
} as const satisfies Record<Language, string>;
