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
