import { z } from 'zod';

/** A driver (issue #52) has an account like staff but is not staff: only /driver/ is theirs. */
export const STAFF_ROLES = ['owner', 'staff', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** One row of public.staff_accounts(). */
export const staffAccountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  since: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  state: z.enum(['active', 'invited', 'removed']),
  /** Whether the account gets an e-mail for every new transport request (null once removed). */
  request_notices: z.boolean().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * What public.transport_request_settings() answers: how long requests are kept, and how many
 * e-mails new requests may cause an hour.
 */
export const requestSettingsSchema = z.object({
  keep_months: z.number().int(),
  spam_keep_days: z.number().int(),
  acknowledgements_per_hour: z.number().int(),
  notices_per_hour: z.number().int(),
});
export type RequestSettings = z.infer<typeof requestSettingsSchema>;

/** escrow_settings(): the inspection period after delivery, in days. */
export const escrowSettingsSchema = z.object({ period_days: z.number().int() });
export type EscrowSettings = z.infer<typeof escrowSettingsSchema>;
