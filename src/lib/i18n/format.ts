import { type ADMIN_LANGUAGE, FORMAT_LOCALES, type Language } from '#common/languages';

type FormatLanguage = Language | typeof ADMIN_LANGUAGE;

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames;

const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A date and time as the reader's language writes it (DECISIONS 8). */
export function formatDateTime(value: string | Date, lang: FormatLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const locale = FORMAT_LOCALES[lang];
  return cached(
    `dt:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

export function formatNumber(
  value: number,
  lang: FormatLanguage,
  options: Intl.NumberFormatOptions = {},
): string {
  const locale = FORMAT_LOCALES[lang];
  return cached(
    `n:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

export function formatCurrency(value: number, currency: string, lang: FormatLanguage): string {
  return formatNumber(value, lang, { style: 'currency', currency });
}

/** A country (ISO 3166-1 code) named in the reader's language ('DE' → 'Germania'); else as stored. */
export function formatCountry(code: string, lang: FormatLanguage): string {
  const locale = FORMAT_LOCALES[lang];
  try {
    return (
      cached(`c:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ??
      code
    );
  } catch {
    // Not a well-formed region code (RangeError): the code is all there is to show.
    return code;
  }
}
