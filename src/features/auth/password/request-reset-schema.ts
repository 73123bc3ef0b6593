import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The forgotten-password form: the staff e-mail, with the login form's own messages (zod, for
 * the reason new-password-schema.ts gives).
 */
export function requestResetSchema(t: TFunction<'admin'>) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, t('login.emailRequired'))
      .pipe(z.email(t('login.emailInvalid'))),
  });
}

export type RequestResetInput = z.infer<ReturnType<typeof requestResetSchema>>;
