import { ADMIN_LANGUAGE, FORMAT_LOCALES } from '#common/languages';

const LOCALE = FORMAT_LOCALES[ADMIN_LANGUAGE];
const dayAndTime = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

/** 'lun., 7 dec., 08:00' — a moment as the driver reads it, in the phone's time zone. */
export function formatMoment(value: string): string {
  return dayAndTime.format(new Date(value));
}

/** A window: 'lun., 7 dec., 08:00–12:00' on one day, both moments in full otherwise. */
export function formatWindow(from: string | null, to: string | null): string | null {
  if (from === null) return to === null ? null : formatMoment(to);
  if (to === null) return formatMoment(from);
  const start = new Date(from);
  const end = new Date(to);
  return start.toDateString() === end.toDateString()
    ? `${formatMoment(from)}–${timeOnly.format(end)}`
    : `${formatMoment(from)} – ${formatMoment(to)}`;
}

const dayOnly = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

/** A calendar date ('2026-12-31', as Postgres writes one) as the driver reads it. */
export function formatDay(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  return year && month && day ? dayOnly.format(new Date(year, month - 1, day)) : value;
}
