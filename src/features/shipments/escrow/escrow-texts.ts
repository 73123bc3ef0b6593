import { formatCurrency, formatDateTime } from '@/lib/i18n/format';
import { COMPANY_TIME_ZONE } from '#common/company-time-zone';
import { ADMIN_LANGUAGE, FORMAT_LOCALES } from '#common/languages';

const LAST_DAY = new Intl.DateTimeFormat(FORMAT_LOCALES[ADMIN_LANGUAGE], {
  dateStyle: 'long',
  timeZone: COMPANY_TIME_ZONE,
});

/**
 * The last day the buyer may answer: escrow_deadline is the first instant after the period
 * (midnight in the company's time zone), so the day before it, there.
 */
export function lastDayOf(deadline: string): string {
  return LAST_DAY.format(new Date(Date.parse(deadline) - 1));
}

/** An amount as the staff read it ("12.500,00 €"). */
export const amountText = (amount: number, currency: string) =>
  formatCurrency(amount, currency, ADMIN_LANGUAGE);

export const timeText = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);

/** An amount as the amount field shows it to be typed over ("12500,5" → as Romanian writes). */
export const typedAmount = (amount: number) => String(amount).replace('.', ',');
