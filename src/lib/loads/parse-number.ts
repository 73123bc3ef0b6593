import type { ADMIN_LANGUAGE, Language } from '#common/languages';

/** A site language, or the staff area's Romanian (a comma too). */
type Reader = Language | typeof ADMIN_LANGUAGE;

/** The decimal mark each language writes (DECISIONS 8): a point in English, a comma elsewhere. */
function decimalMark(lang: Reader): '.' | ',' {
  return lang === 'en' ? '.' : ',';
}

/** '3,20' or '3.20': how the reader writes a width, for examples in hints and messages. */
export function numberExample(lang: Reader): string {
  return `3${decimalMark(lang)}20`;
}

/** A number as the reader writes it back: their decimal mark, no thousands groups ('3,2'). */
export function writeLocalNumber(value: number, lang: Reader): string {
  return String(value).replace('.', decimalMark(lang));
}

const SPACES = /[\s\u00A0\u202F]/g;

/**
 * A number as the reader typed it → a JSON number; null for an empty field, undefined for
 * something that is not a number. Either mark is taken as the decimal point when the number
 * has only one (`3,20` and `3.20` are both 3.2). Thousands groups only where `grouping` (a
 * weight, a value: never metres) and in the reader's own convention (`1.234,5` in German,
 * `1,234.5` in English), so `3.200,5` in a metre field or `1,234.5` in German are refused
 * rather than guessed.
 */
export function parseLocalNumber(
  raw: string,
  lang: Reader,
  grouping = false,
): number | null | undefined {
  const text = grouping ? raw.replace(SPACES, '').replace(/['’]/g, '') : raw.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  const single = /^(\d+)[.,](\d+)$/.exec(text);
  const decimal = decimalMark(lang);
  const group = decimal === ',' ? '.' : ',';
  if (single) {
    const [, whole, fraction] = single as unknown as [string, string, string];
    const mark = text[whole.length];
    // "1.234" in a German weight: a thousands group, not 1.234 kg.
    if (grouping && mark === group && fraction.length === 3 && !whole.startsWith('0')) {
      return Number(whole + fraction);
    }
    return Number(`${whole}.${fraction}`);
  }
  if (!grouping) return undefined;
  const escape = (mark: string) => `\\${mark}`;
  const grouped = new RegExp(
    `^(\\d{1,3}(?:${escape(group)}\\d{3})+)(?:${escape(decimal)}(\\d+))?$`,
  ).exec(text);
  if (!grouped) return undefined;
  const [, whole = '', fraction] = grouped;
  return Number(`${whole.split(group).join('')}${fraction ? `.${fraction}` : ''}`);
}
