import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import {
  SESSION_END_MESSAGES,
  SIGN_IN_FAILURE_MESSAGES,
  signInFailure,
} from '../api/sign-in-error';
import { useSignInMutation } from '../api/use-sign-in-mutation';
import type { SessionEnd } from '../auth-context';
import { signInSchema } from '../sign-in-schema';

/**
 * SPEC's two fields (the first takes the staff e-mail), named and typed so password
 * managers fill them. The message above them says why the last attempt or session failed.
 * `email` fills the first field in (signing in again as the account whose session ended).
 */
export function LoginForm({
  sessionEnd,
  email = '',
}: {
  sessionEnd: SessionEnd | null;
  email?: string;
}) {
  const { t } = useAdminTranslation();
  const signIn = useSignInMutation();
  const schema = useMemo(() => signInSchema(t), [t]);
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { email, password: '' },
  });

  let notice: string | null = null;
  if (signIn.error) notice = t(SIGN_IN_FAILURE_MESSAGES[signInFailure(signIn.error)]);
  else if (sessionEnd && sessionEnd !== 'signedOut') notice = t(SESSION_END_MESSAGES[sessionEnd]);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => signIn.mutate(values))(event)}
      className="grid gap-5"
    >
      {notice && <FormAlert message={notice} />}
      <FormField
        control={form.control}
        name="email"
        label={t('login.email')}
        render={(field) => <EmailInput autoComplete="username" {...field} />}
      />
      <FormField
        control={form.control}
        name="password"
        label={t('login.password')}
        render={(field) => <Input type="password" autoComplete="current-password" {...field} />}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
