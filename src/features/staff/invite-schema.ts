import type { TFunction } from 'i18next';
import { z } from 'zod';

import { STAFF_ROLES } from './api/staff-schemas';

/**
 * The invitation's input: one e-mail address (trimmed; nothing that could carry a second
 * header line) and a role. The database checks the address again (22023 invalid_email).
 */
export function inviteSchema(t: TFunction<'admin'>) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('staff.invite.emailRequired'))
      .pipe(z.email(t('staff.invite.emailInvalid'))),
    role: z.enum(STAFF_ROLES),
  });
}

export type InviteInput = z.infer<ReturnType<typeof inviteSchema>>;
