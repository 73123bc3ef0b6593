/**
 * A date as the admin area (ro-RO) and the German tracking page show it, in the browser's zone
 * (playwright.config.ts: Europe/Berlin). Tests compute expected dates with it from the stored
 * value, so no expectation depends on the day the suite runs.
 */
export const dateTimeIn = (locale: string) => (iso: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

export const roDateTime = dateTimeIn('ro-RO');
