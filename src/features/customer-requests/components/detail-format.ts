import { formatNumber } from '@/lib/i18n/format';
import { FORMAT_LOCALES, type Language } from '#common/languages';

/** A Postgres date ('2026-12-01') the reader's way, in UTC so the day never shifts. */
export function dayText(iso: string, lang: Language): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** A moment (an ISO timestamp) as the day it was for the reader, in their own time zone. */
export function momentDayText(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'long' }).format(date);
}

/** A country code ('DE') as the reader's language names it ("Deutschland", "Germany"). */
export function countryText(code: string, lang: Language): string {
  return new Intl.DisplayNames([FORMAT_LOCALES[lang]], { type: 'region' }).of(code) ?? code;
}

/**
 * "6,50 × 3,20 × 3,10 m": length, width and height with two decimals, as the form asks for them
 * and the e-mails write them; a dash for what was not given.
 */
export function dimensionsText(sizes: readonly (number | null)[], lang: Language): string | null {
  if (sizes.every((value) => value === null)) return null;
  const metres = (value: number | null) =>
    value === null
      ? '–'
      : formatNumber(Number(value), lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sizes.map(metres).join(' × ')} m`;
}

/** "8.900 kg". */
export function weightText(value: number, lang: Language): string {
  return `${formatNumber(Number(value), lang)} kg`;
}
