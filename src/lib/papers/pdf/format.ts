import { COMPANY_TIME_ZONE } from '#common/company-time-zone';
import { FORMAT_LOCALES } from '#common/languages';

import { formatNumber } from '../../i18n/format';
import type { PaperLanguage } from '../paper-data';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: PaperLanguage, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      // A day (YYYY-MM-DD) is a calendar day; a moment is shown in the company's time zone.
      ...(withTime
        ? { hour: '2-digit', minute: '2-digit', timeZone: COMPANY_TIME_ZONE }
        : { timeZone: 'UTC' }),
    });
    formats.set(key, format);
  }
  return format;
}

/** '2026-12-07' as the language writes a day (07.12.2026, 07/12/2026, …). */
export function formatPaperDay(day: string, language: PaperLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat(language, false).format(date);
}

/** A moment (ISO 8601) as the language writes a date and time, in the company's time zone. */
export function formatPaperMoment(at: string, language: PaperLanguage): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateFormat(language, true).format(date);
}

export function formatPaperNumber(value: number, language: PaperLanguage, digits = 2): string {
  return formatNumber(value, language, { maximumFractionDigits: digits });
}

/**
 * One value written in each of a paper's languages, the same spelling once: "1.250 / 1 250"
 * for German and Polish, "07.12.2026" when both write it alike.
 */
export function inEach(languages: PaperLanguage[], write: (language: PaperLanguage) => string) {
  return [...new Set(languages.map(write))].join(' / ');
}
