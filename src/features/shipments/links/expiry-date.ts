/**
 * Link expiry as staff choose it: a day (the date input's yyyy-mm-dd), meaning "works until
 * that day ends" on this computer's clock.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** yyyy-mm-dd of a moment on this computer's clock. */
export function dayOf(moment: string | Date): string {
  const date = new Date(moment);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last moment of `day` (yyyy-mm-dd) on this computer's clock; null for anything else. */
export function endOfDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // 2026-02-31 would roll over into March.
  return end.getMonth() === month - 1 && end.getDate() === date ? end : null;
}
