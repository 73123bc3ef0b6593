import { z } from 'zod';

const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** One row of public.staff_accounts(). */
export const staffAccountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  since: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  state: z.enum(['active', 'invited', 'removed']),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
