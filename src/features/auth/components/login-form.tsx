import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import {
  SESSION_END_MESSAGES,
  SIGN_IN_FAILURE_MESSAGES,
  signInFailure,
} from '../api/sign-in-error';
import { useSignInMutation } from '../api/use-sign-in-mutation';
import type { SessionEnd } from '../auth-context';
import { isSignInMessage, type SignInInput, signInSchema } from '../sign-in-schema';

/**
 * SPEC's two fields (the first takes the staff e-mail), named and typed so password
 * managers fill them. The message above them says why the last attempt or session failed.
 */
export function LoginForm({ sessionEnd }: { sessionEnd: SessionEnd | null }) {
  const { t } = useAdminTranslation();
  const signIn = useSignInMutation();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) =>
    isSignInMessage(message) ? t(message) : undefined;

  let notice: string | null = null;
  if (signIn.error) notice = t(SIGN_IN_FAILURE_MESSAGES[signInFailure(signIn.error)]);
  else if (sessionEnd && sessionEnd !== 'signedOut') notice = t(SESSION_END_MESSAGES[sessionEnd]);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => signIn.mutate(values))(event)}
      className="grid gap-5"
    >
      {notice && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {notice}
        </p>
      )}
      <Field label={t('login.email')} error={fieldError(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('email')}
        />
      </Field>
      <Field label={t('login.password')} error={fieldError(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
