import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { MIN_PASSWORD_LENGTH, newPasswordSchema } from './new-password-schema';
import {
  FIELD_FAILURES,
  FORM_FAILURES,
  isFieldFailure,
  setPasswordFailure,
} from './password-errors';
import { useSetPasswordMutation } from './use-set-password-mutation';

/**
 * The new password, typed twice, with the login form's inline messages. What Auth refuses
 * about the password itself is shown at the field; a link whose session has ended goes back
 * to the page (`onSessionEnded`), which offers a new one.
 */
export function NewPasswordForm({
  email,
  invited,
  onSessionEnded,
}: {
  email: string;
  invited: boolean;
  onSessionEnded: () => void;
}) {
  const { t } = useAdminTranslation();
  const setPassword = useSetPasswordMutation(invited);
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = form.handleSubmit((values) =>
    setPassword.mutate(values.password, {
      onError: (error) => {
        const failure = setPasswordFailure(error);
        if (failure === 'sessionEnded') onSessionEnded();
        else if (isFieldFailure(failure)) {
          form.setError(
            'password',
            { message: t(FIELD_FAILURES[failure], { min: MIN_PASSWORD_LENGTH }) },
            { shouldFocus: true },
          );
        }
      },
    }),
  );
  const failure = setPassword.error ? setPasswordFailure(setPassword.error) : null;
  const notice =
    failure === 'unreachable' || failure === 'unexpected' ? FORM_FAILURES[failure] : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      {notice && <FormAlert message={t(notice)} />}
      {/* Tells password managers which account the new password is for. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        control={form.control}
        name="password"
        label={t('newPassword.password')}
        hint={t('newPassword.hint', { min: MIN_PASSWORD_LENGTH })}
        render={(field) => <Input type="password" autoComplete="new-password" {...field} />}
      />
      <FormField
        control={form.control}
        name="confirm"
        label={t('newPassword.confirm')}
        render={(field) => <Input type="password" autoComplete="new-password" {...field} />}
      />
      <Button type="submit" size="lg" disabled={setPassword.isPending || setPassword.isSuccess}>
        {setPassword.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
      </Button>
    </form>
  );
}
