/**
 * The escrow states of supabase/schemas/escrow (issue #53, DECISIONS 28), in the order a shipment
 * goes through them: the staff screens and the parties' panel read the same list.
 */
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
