import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { RESET_REQUEST_MESSAGES } from './password-errors';
import { requestResetSchema } from './request-reset-schema';
import { useRequestResetMutation } from './use-request-reset-mutation';

/**
 * The e-mail field that asks for a reset link. Whatever address is given, the answer is the
 * same confirmation (Auth tells nobody who has an account, and neither does this form).
 */
export function RequestResetForm({ submitLabel }: { submitLabel: string }) {
  const { t } = useAdminTranslation();
  const request = useRequestResetMutation();
  const schema = useMemo(() => requestResetSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const confirmation = useRef<HTMLDivElement>(null);
  const sentTo = request.data === 'sent' ? request.variables.email : null;

  // The button that was pressed is gone: the keyboard continues from the confirmation.
  useEffect(() => {
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  if (sentTo !== null) {
    return (
      <div
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="grid gap-3 rounded-lg border border-green-300 bg-green-50 px-4 py-4 text-green-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-800"
      >
        <p className="font-semibold">{t('forgotPassword.sentTitle')}</p>
        <p className="break-words">{t('forgotPassword.sentText', { email: sentTo })}</p>
        <p>{t('forgotPassword.sentHelp')}</p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            request.reset();
            form.reset({ email: sentTo });
          }}
        >
          {t('forgotPassword.again')}
        </Button>
      </div>
    );
  }

  const failure = request.data && request.data !== 'sent' ? request.data : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => request.mutate(values))(event)}
      className="grid gap-5"
    >
      {failure && <FormAlert message={t(RESET_REQUEST_MESSAGES[failure])} />}
      <FormField
        control={form.control}
        name="email"
        label={t('login.email')}
        render={(field) => <EmailInput autoComplete="username" {...field} />}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? t('forgotPassword.submitting') : submitLabel}
      </Button>
    </form>
  );
}
