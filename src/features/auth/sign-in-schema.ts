import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/**
 * The login form's input: both fields required (SPEC §5), the first the staff member's
 * e-mail (DECISIONS 1). Messages come from the admin texts, so the form shows them as they are.
 * zod/mini: the sign-in screen is the staff area's first page, so it carries none of classic
 * zod's chained API (issue #17).
 */
export function signInSchema(t: TFunction<'admin'>) {
  return z.object({
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: t('login.emailRequired') })),
      z.email({ error: t('login.emailInvalid') }),
    ),
    // Passwords are taken as typed: spaces may be part of them.
    password: z.string().check(z.minLength(1, { error: t('login.passwordRequired') })),
  });
}

export type SignInInput = z.infer<ReturnType<typeof signInSchema>>;
