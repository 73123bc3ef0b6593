import type { TFunction } from 'i18next';
import { z } from 'zod';

import { dayOf } from '../links/expiry-date';

/** The database's limits (shipment_escrows: numeric(14,2), references ≤ 100 characters). */
export const ESCROW_LIMITS = { amountDigits: 12, reference: 100 } as const;

/**
 * An amount as staff type it: digits, spaces between thousands, and at most two decimals after
 * a comma or a point. "12.500" (three digits after the point) is refused rather than read as
 * 12,50: a Romanian writes thousands so.
 */
const AMOUNT = new RegExp(`^\\d{1,${ESCROW_LIMITS.amountDigits}}([.,]\\d{1,2})?$`);

function amount(t: TFunction<'shipments'>) {
  return z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .refine((typed) => typed !== '', t('escrow.errors.amountRequired'))
    .refine((typed) => typed === '' || AMOUNT.test(typed), t('escrow.errors.amountFormat'))
    .transform((typed) => Number(typed.replace(',', '.')))
    .refine((value) => value > 0, t('escrow.errors.amountPositive'));
}

/** A day that has already come (a payment received tomorrow is a typing error). */
function pastDay(t: TFunction<'shipments'>) {
  return z
    .string()
    .refine((day) => day !== '', t('escrow.errors.dateRequired'))
    .refine((day) => day === '' || day <= dayOf(new Date()), t('escrow.errors.dateFuture'));
}

function reference(t: TFunction<'shipments'>) {
  return z
    .string()
    .trim()
    .min(1, t('escrow.errors.referenceRequired'))
    .max(
      ESCROW_LIMITS.reference,
      t('escrow.errors.referenceLength', { max: ESCROW_LIMITS.reference }),
    );
}

/** "Fă-o expediere escrow" and "Modifică suma": the amount held. */
export const escrowAmountSchema = (t: TFunction<'shipments'>) => z.object({ amount: amount(t) });

/**
 * A money step: "Înregistrează plata" (what arrived, with `held`), the payout to the
 * seller or the refund to the buyer; each on a day, with the bank's reference.
 */
export const escrowMoneySchema = (
  t: TFunction<'shipments'>,
  /** The payment's: what the escrow holds, which is what must have arrived. */
  held: { amount: number; text: string } | null,
) =>
  z.object({
    amount: held
      ? amount(t).refine(
          (value) => value === held.amount,
          t('escrow.errors.amountDiffers', { amount: held.text }),
        )
      : z.string().transform(() => null),
    on: pastDay(t),
    reference: reference(t),
  });

export type EscrowAmountInput = z.input<ReturnType<typeof escrowAmountSchema>>;
export type EscrowMoneyInput = z.input<ReturnType<typeof escrowMoneySchema>>;
export type EscrowMoneyValues = z.output<ReturnType<typeof escrowMoneySchema>>;
