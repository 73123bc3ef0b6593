import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The login form's input: both fields required (SPEC §5), the first the staff member's
 * e-mail (DECISIONS 1). Messages come from the admin texts, so the form shows them as they are.
 */
export function signInSchema(t: TFunction<'admin'>) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: t('login.emailRequired') })
      .pipe(z.email({ error: t('login.emailInvalid') })),
    // Passwords are taken as typed: spaces may be part of them.
    password: z.string().min(1, { error: t('login.passwordRequired') }),
  });
}

export type SignInInput = z.infer<ReturnType<typeof signInSchema>>;
