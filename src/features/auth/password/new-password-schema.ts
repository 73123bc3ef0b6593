import type { TFunction } from 'i18next';
import * as v from 'valibot';

/** `[auth] minimum_password_length` of supabase/config.toml: staff passwords are 12+ characters. */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads 72 bytes; Auth refuses longer passwords (400 validation_failed). */
const MAX_PASSWORD_BYTES = 72;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The new password, typed twice. Taken as typed (spaces may be part of it); Auth checks the
 * same rules again and may add its own (answered as weak_password).
 */
export function newPasswordSchema(t: TFunction<'admin'>) {
  return v.pipe(
    v.object({
      password: v.config(
        v.pipe(
          v.string(),
          v.nonEmpty(t('newPassword.passwordRequired')),
          v.minLength(MIN_PASSWORD_LENGTH, t('newPassword.tooShort', { min: MIN_PASSWORD_LENGTH })),
          v.check((value) => bytes(value) <= MAX_PASSWORD_BYTES, t('newPassword.tooLong')),
        ),
        { abortPipeEarly: true },
      ),
      confirm: v.pipe(v.string(), v.nonEmpty(t('newPassword.confirmRequired'))),
    }),
    // Compared only once both are typed: a missing repeat already has its own message.
    v.forward(
      v.partialCheck(
        [['password'], ['confirm']],
        ({ password, confirm }) => confirm === '' || password === confirm,
        t('newPassword.mismatch'),
      ),
      ['confirm'],
    ),
  );
}
