import type { TFunction } from 'i18next';
import { z } from 'zod';

import { ESCROW_PERIOD_DAYS } from './escrow-period';
import { wholeNumber } from './whole-number';

/** "Setările escrow": the inspection period in days. */
export function escrowSettingsSchema(t: TFunction<'admin'>) {
  return z.object({
    period_days: wholeNumber(
      ESCROW_PERIOD_DAYS,
      t('staff.escrowSettings.daysInvalid', ESCROW_PERIOD_DAYS),
    ),
  });
}

export type EscrowSettingsInput = z.input<ReturnType<typeof escrowSettingsSchema>>;
