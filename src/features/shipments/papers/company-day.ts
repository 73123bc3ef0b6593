import { COMPANY_TIME_ZONE } from '#common/company-time-zone';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) a moment falls on where the company works: a CMR's dates. */
export function companyDay(moment: string | Date): string {
  return DAY.format(new Date(moment));
}
