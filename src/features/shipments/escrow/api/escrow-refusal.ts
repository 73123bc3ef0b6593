import { errorField } from '@/lib/postgrest-error';

/** A field of an escrow step's form. */
export type EscrowField = 'amount' | 'on' | 'reference';

/** What the field's message says (escrow.errors.*). */
type EscrowFieldReason = 'amountFormat' | 'amountDiffers' | 'dateFuture' | 'referenceLength';

/**
 * The value checks of supabase/schemas/escrow/staff.sql (22023 with these details): the field
 * to mark and why. The forms check the same before sending; this is for what slips through
 * (another computer's clock, a changed amount).
 */
const FIELD_REFUSALS: Record<string, { field: EscrowField; reason: EscrowFieldReason }> = {
  bad_amount: { field: 'amount', reason: 'amountFormat' },
  payment_amount_differs: { field: 'amount', reason: 'amountDiffers' },
  bad_received_on: { field: 'on', reason: 'dateFuture' },
  bad_paid_on: { field: 'on', reason: 'dateFuture' },
  bad_refunded_on: { field: 'on', reason: 'dateFuture' },
  bad_bank_reference: { field: 'reference', reason: 'referenceLength' },
  bad_reference: { field: 'reference', reason: 'referenceLength' },
};

/** The field a refused escrow step names, or undefined when the refusal is about no field. */
export function escrowFieldRefusal(error: unknown) {
  if (errorField(error, 'code') !== '22023') return undefined;
  return FIELD_REFUSALS[errorField(error, 'details')];
}
