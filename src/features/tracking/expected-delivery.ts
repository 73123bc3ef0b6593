import { FORMAT_LOCALES, type Language } from '@/lib/i18n/languages';

/** A Postgres date ('2026-12-01') as the instant Intl formats in UTC: the day never shifts. */
function day(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The expected delivery as the page's language writes a day or a window (DECISIONS 8):
 * "1. Dezember 2026", "1.–3. Dezember 2026", "1–3 December 2026". Null without a (readable)
 * start: nothing to show.
 */
export function expectedDeliveryText(
  from: string | null,
  to: string | null,
  lang: Language,
): string | null {
  const start = from === null ? null : day(from);
  if (!start) return null;
  const end = to === null ? null : day(to);
  const format = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}
