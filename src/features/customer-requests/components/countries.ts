import { FORMAT_LOCALES, type Language } from '#common/languages';
import { COUNTRY_CODES } from '#common/requests/request-rules';

/** The country preselected for a reader of each language (British English: GB). */
export const HOME_COUNTRY: Record<Language, string> = {
  de: 'DE',
  en: 'GB',
  fr: 'FR',
  it: 'IT',
  es: 'ES',
  nl: 'NL',
  pl: 'PL',
};

/** The countries named and sorted in the reader's language (Intl: no texts to translate). */
export function countryOptions(lang: Language): Array<{ value: string; label: string }> {
  const locale = FORMAT_LOCALES[lang];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
