import type { TFunction } from 'i18next';
import { z } from 'zod';

import { REQUEST_RETENTION } from '@/lib/retention';

/** A whole number typed into a field, within the period's bounds (the database checks again). */
function wholeNumber(
  bounds: { min: number; max: number },
  message: string,
): z.ZodType<number, string> {
  return z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, message).max(bounds.max, message));
}

/** "Păstrarea cererilor": months for requests that never became a shipment, days for spam. */
export function requestSettingsSchema(t: TFunction<'admin'>) {
  const { keepMonths, spamKeepDays } = REQUEST_RETENTION;
  return z.object({
    keep_months: wholeNumber(keepMonths, t('staff.requestSettings.monthsInvalid', keepMonths)),
    spam_keep_days: wholeNumber(spamKeepDays, t('staff.requestSettings.daysInvalid', spamKeepDays)),
  });
}

export type RequestSettingsInput = z.input<ReturnType<typeof requestSettingsSchema>>;
export type RequestSettingsValues = z.output<ReturnType<typeof requestSettingsSchema>>;
