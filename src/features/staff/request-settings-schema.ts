import type { TFunction } from 'i18next';
import { z } from 'zod';

import { REQUEST_RETENTION } from '@/lib/retention';

import { REQUEST_EMAIL_CAPS } from './request-email-caps';
import { wholeNumber } from './whole-number';

/**
 * "Setările cererilor": months for requests that never became a shipment, days for spam; the
 * acknowledgements and the notices per staff member an hour.
 */
export function requestSettingsSchema(t: TFunction<'admin'>) {
  const { keepMonths, spamKeepDays } = REQUEST_RETENTION;
  const { acknowledgementsPerHour, noticesPerHour } = REQUEST_EMAIL_CAPS;
  return z.object({
    keep_months: wholeNumber(keepMonths, t('staff.requestSettings.monthsInvalid', keepMonths)),
    spam_keep_days: wholeNumber(spamKeepDays, t('staff.requestSettings.daysInvalid', spamKeepDays)),
    acknowledgements_per_hour: wholeNumber(
      acknowledgementsPerHour,
      t('staff.requestSettings.perHourInvalid', acknowledgementsPerHour),
    ),
    notices_per_hour: wholeNumber(
      noticesPerHour,
      t('staff.requestSettings.perHourInvalid', noticesPerHour),
    ),
  });
}

export type RequestSettingsInput = z.input<ReturnType<typeof requestSettingsSchema>>;
