import type { TFunction } from 'i18next';
import { z } from 'zod';

/** `[auth] minimum_password_length` of supabase/config.toml: staff passwords are 12+ characters. */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads 72 bytes; Auth refuses longer passwords (400 validation_failed). */
const MAX_PASSWORD_BYTES = 72;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The new password, typed twice. Taken as typed (spaces may be part of it); Auth checks the
 * same rules again and may add its own (answered as weak_password). zod, as the admin forms:
 * these screens load after /login, whose own form keeps to valibot (issue #17); sharing
 * valibot with them would split it out of the login chunk and cost /login its budget.
 */
export function newPasswordSchema(t: TFunction<'admin'>) {
  return z
    .object({
      password: z
        .string()
        .min(1, t('newPassword.passwordRequired'))
        .min(MIN_PASSWORD_LENGTH, t('newPassword.tooShort', { min: MIN_PASSWORD_LENGTH }))
        .refine((value) => bytes(value) <= MAX_PASSWORD_BYTES, t('newPassword.tooLong')),
      confirm: z.string().min(1, t('newPassword.confirmRequired')),
    })
    .refine(({ password, confirm }) => password === confirm, {
      path: ['confirm'],
      message: t('newPassword.mismatch'),
    });
}
