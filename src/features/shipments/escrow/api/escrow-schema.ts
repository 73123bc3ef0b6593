import { z } from 'zod';

import { ESCROW_STATES } from '#common/escrow/states';

/** A row of public.shipment_escrows as staff read it (RLS: staff read all; nobody writes). */
export const escrowSchema = z.object({
  state: z.enum(ESCROW_STATES),
  amount: z.number(),
  currency: z.string(),
  period_days: z.number().nullable(),
  payment_amount: z.number().nullable(),
  payment_received_on: z.string().nullable(),
  payment_reference: z.string().nullable(),
  delivered_at: z.string().nullable(),
  escrow_deadline: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer: z.enum(['accept', 'withdraw']).nullable(),
  withdraw_reason: z.string().nullable(),
  refused_at: z.string().nullable(),
  period_over_at: z.string().nullable(),
  paid_out_on: z.string().nullable(),
  payout_reference: z.string().nullable(),
  refunded_on: z.string().nullable(),
  refund_reference: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type Escrow = z.infer<typeof escrowSchema>;

export const ESCROW_COLUMNS = Object.keys(escrowSchema.shape).join(',');
