import { FORMAT_LOCALES } from '#common/languages';

const DAY = new Intl.DateTimeFormat(FORMAT_LOCALES.ro, { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-12-24' as Romanian writes a day ("24 decembrie 2026"); a calendar day, no time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}
