/**
 * Dates and times in the status e-mail, written as the reader's language writes them: the
 * window as the tracking page shows it (one function for both), the time in the company's
 * zone with the zone's name.
 */
import { expectedDeliveryText } from '#common/shipments/expected-delivery.ts';
import {
  EMAIL_STRINGS,
  type EmailLanguage,
  fill,
  FORMAT_LOCALES,
  type StaffLanguage,
} from './strings.ts';

/**
 * Times are shown in the company's zone, named (e.g. "MEZ", "CET"), so a reader elsewhere
 * knows what they mean; the database stores the instant.
 */
const EMAIL_TIME_ZONE = 'Europe/Berlin';

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

/**
 * The zone's short name where the language has one ("MEZ", "CET"); where CLDR only offers an
 * offset ("UTC+1" in French) its generic name instead ("heure d’Europe centrale").
 */
function zoneName(date: Date, locale: string): string {
  const name = (style: 'short' | 'longGeneric') =>
    part(
      new Intl.DateTimeFormat(locale, {
        timeZone: EMAIL_TIME_ZONE,
        timeZoneName: style,
      }).formatToParts(date),
      'timeZoneName',
    );
  const short = name('short');
  return /^(GMT|UTC)/.test(short) ? name('longGeneric') : short;
}

/** "3. Dezember 2026 um 14:05 MEZ", "3 décembre 2026 à 14 h 05 (heure d’Europe centrale)". */
export function formatInstant(value: string, language: EmailLanguage, raw: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return raw;
  const locale = FORMAT_LOCALES[language];
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: EMAIL_TIME_ZONE,
  }).formatToParts(date);
  return fill(EMAIL_STRINGS[language].status.at, {
    date: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: EMAIL_TIME_ZONE,
    }).format(date),
    hour: part(time, 'hour'),
    minute: part(time, 'minute'),
    zone: zoneName(date, locale),
  });
}

/** An hour of staff's digest: "7 decembrie 2026, 14:00–15:00 CET" (the company's zone). */
export function formatHour(from: string, to: string, language: StaffLanguage): string {
  const [start, end] = [new Date(from), new Date(to)];
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from}–${to}`;
  const locale = FORMAT_LOCALES[language];
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: EMAIL_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: EMAIL_TIME_ZONE,
  }).format(start);
  return `${day}, ${clock.format(start)}–${clock.format(end)} ${zoneName(start, locale)}`;
}

/** The expected delivery as the tracking page writes it: "5.–7. Dezember 2026". */
export function formatExpected(
  from: string | null,
  to: string | null,
  language: EmailLanguage,
): string | null {
  return expectedDeliveryText(from ?? to, from ? to : null, FORMAT_LOCALES[language]);
}

/**
 * The last day of a period that ends at `deadline`, the first instant after it (midnight in
 * the company's zone, DECISIONS 28): "22. Dezember 2026". The period's end is written as that
 * day, never as the next day's midnight.
 */
export function formatLastDay(deadline: string, language: EmailLanguage | StaffLanguage): string {
  const end = new Date(deadline);
  if (Number.isNaN(end.getTime())) return deadline;
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: EMAIL_TIME_ZONE,
  }).format(new Date(end.getTime() - 1));
}
