/**
 * The expected delivery as a language writes a day or a window (DECISIONS 8), one function for
 * the tracking page and the status e-mail (supabase/functions/email-outbox/email imports it under
 * Deno, so this file imports nothing).
 */

/** A Postgres date ('2026-12-01') as the instant Intl formats in UTC: the day never shifts. */
function day(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * "1. Dezember 2026", "1.–3. Dezember 2026", "1–3 December 2026" in `locale` (a BCP 47 tag).
 * Days are written without a leading zero even where CLDR's range pattern pads them (Italian
 * "03–05 dicembre 2026"). Null without a (readable) start: nothing to show.
 */
export function expectedDeliveryText(
  from: string | null,
  to: string | null,
  locale: string,
): string | null {
  const start = from === null ? null : day(from);
  if (!start) return null;
  const end = to === null ? null : day(to);
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!end || end <= start) return format.format(start);
  return format
    .formatRangeToParts(start, end)
    .map((part) => (part.type === 'day' ? String(Number(part.value)) : part.value))
    .join('');
}
