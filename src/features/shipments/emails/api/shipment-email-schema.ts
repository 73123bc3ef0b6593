import { z } from 'zod';

import { EMAIL_STATUSES } from '@/lib/email/email-status';

import { PARTIES } from '../../links/api/tracking-link-schema';

/**
 * One e-mail of a shipment as staff see it (public.shipment_email of
 * supabase/migrations/20261125160100_email_outbox.sql, 20261127100000): whom, what, and how
 * far it got.
 */
export const shipmentEmailSchema = z.object({
  id: z.string(),
  party: z.enum(PARTIES),
  kind: z.enum(['link', 'status']),
  to_address: z.string(),
  language: z.string(),
  status: z.enum(EMAIL_STATUSES),
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
