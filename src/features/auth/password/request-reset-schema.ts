import type { TFunction } from 'i18next';
import * as v from 'valibot';

/** The forgotten-password form: the staff e-mail, with the login form's own messages. */
export function requestResetSchema(t: TFunction<'admin'>) {
  return v.object({
    email: v.config(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t('login.emailRequired')),
        v.email(t('login.emailInvalid')),
      ),
      { abortPipeEarly: true },
    ),
  });
}

export type RequestResetInput = v.InferOutput<ReturnType<typeof requestResetSchema>>;
