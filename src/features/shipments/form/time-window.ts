/**
 * A time window's end as <input type="datetime-local"> holds it ('2026-12-01T06:30', the
 * device's time zone) and as the database stores it (an instant, timestamptz).
 */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a minute that exists ('2026-02-30T10:00' does not). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored instant as the input shows it, in the device's time zone; '' for none. */
export function localDateTimeOf(instant: string | null): string {
  if (instant === null) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** What the input holds, as the instant to store (ISO, UTC); null for an empty field. */
export function instantOf(local: string): string | null {
  if (local === '') return null;
  // Without an offset, a date-time string is read in the device's time zone.
  return new Date(local).toISOString();
}
