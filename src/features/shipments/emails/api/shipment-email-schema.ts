import { z } from 'zod';

import { PARTIES } from '../../links/api/tracking-link-schema';

/**
 * One e-mail of a shipment as staff see it (public.shipment_email of
 * supabase/migrations/20261125160100_email_outbox.sql, 20261127100000): whom, what, and how
 * far it got.
 * 'claimed' and 'sending' are the worker's steps of "being sent"; 'cancelled' was never sent.
 */
export const shipmentEmailSchema = z.object({
  id: z.string(),
  party: z.enum(PARTIES),
  kind: z.enum(['link', 'status']),
  to_address: z.string(),
  language: z.string(),
  status: z.enum(['queued', 'claimed', 'sending', 'sent', 'failed', 'cancelled']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  created_by: z.string().nullable(),
  /** Only while queued again after a temporary failure: the next try, and when it is given up. */
  next_attempt_at: z.string().nullable(),
  retry_until: z.string().nullable(),
});
export type ShipmentEmail = z.infer<typeof shipmentEmailSchema>;
