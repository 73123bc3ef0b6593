import type { TFunction } from 'i18next';
import * as v from 'valibot';

/**
 * The login form's input: both fields required (SPEC §5), the first the staff member's
 * e-mail (DECISIONS 1). Messages come from the admin texts, so the form shows them as they are.
 * valibot, not zod: the sign-in screen is the staff area's first page, and valibot costs it
 * the few functions used where zod's core, shared with the admin forms, cannot be tree-shaken
 * (issue #17).
 */
export function signInSchema(t: TFunction<'admin'>) {
  return v.object({
    // One message per field: an empty address is not also an invalid one.
    email: v.config(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t('login.emailRequired')),
        v.email(t('login.emailInvalid')),
      ),
      { abortPipeEarly: true },
    ),
    // Passwords are taken as typed: spaces may be part of them.
    password: v.pipe(v.string(), v.nonEmpty(t('login.passwordRequired'))),
  });
}

export type SignInInput = v.InferOutput<ReturnType<typeof signInSchema>>;
