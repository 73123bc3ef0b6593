/**
 * A local date and time written with a CLDR-style pattern from the locale texts (`d`/`dd` day,
 * `MMM` the given month name, short or long, `MM` month number, `yyyy` year, `H`/`HH` hour, `mm`
 * minute, `'de'` a literal, as Spanish writes "22 de diciembre de 2026"), so that a
 * public page prints "5 Dec 2026, 09:07" without Intl: a page's first Intl call sets up ICU for
 * about 20 ms (80 ms on a phone 4× slower), which was most of the tracking answer's long task
 * (Total Blocking Time, bench "lighthouse"). The patterns and names are CLDR's medium date and
 * short time for each language; a unit test holds them to Intl. Null for an unreadable date.
 */
export function formatPatternDateTime(
  value: string,
  pattern: string,
  monthNames: string,
): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    d: String(date.getDate()),
    dd: two(date.getDate()),
    MMM: monthNames.split(' ')[date.getMonth()] ?? '',
    MM: two(date.getMonth() + 1),
    yyyy: String(date.getFullYear()),
    H: String(date.getHours()),
    HH: two(date.getHours()),
    mm: two(date.getMinutes()),
  };
  return pattern.replace(
    /'([^']*)'|d+|M+|y+|H+|m+/g,
    (token, literal?: string) => literal ?? parts[token] ?? token,
  );
}
