import { isLanguage, type Language } from '#common/languages';

/** This browser's last choice of a party's e-mail language (issue #26: "the one staff pick"). */
const STORAGE_KEY = 'transport-site.party-language';

/** The language a new shipment's parties start with: the last one chosen here, else English. */
export function lastPartyLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function rememberPartyLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be off (private mode, policy): the next shipment starts in English.
  }
}
