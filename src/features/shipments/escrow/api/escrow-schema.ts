import { z } from 'zod';

/** The states of supabase/schemas/escrow (issue #53), in the order a shipment goes through them. */
export const ESCROW_STATES = [
  'awaiting_payment',
  'payment_received',
  'inspection',
  'accepted',
  'withdrawn',
  'refused_at_delivery',
  'period_over',
  'closed',
] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

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
