import { useState } from 'react';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { initialAuthRedirect } from '../auth-redirect';
import { useAuth } from '../use-auth';
import { BackToLogin } from './forgot-password-page';
import { NewPasswordForm } from './new-password-form';
import { PasswordScreen } from './password-screen';
import { RequestResetForm } from './request-reset-form';

/**
 * /login/parola-noua, where the e-mails' links land (password reset and staff invitation):
 * auth-js has taken the link's session from the URL, and a password is chosen with it. A link
 * Auth refused (expired, or used already) says so and offers a new one; so does a visit with
 * no session at all.
 */
export function NewPasswordPage() {
  const { t } = useAdminTranslation();
  const { loading, session } = useAuth();
  const [redirect] = useState(initialAuthRedirect);
  const [sessionEnded, setSessionEnded] = useState(false);
  const invited = redirect.type === 'invite';

  if (redirect.error !== null || sessionEnded) {
    return (
      <PasswordScreen title={t('newPassword.expiredTitle')} intro={t('newPassword.expiredText')}>
        <RequestResetForm submitLabel={t('newPassword.sendNew')} />
        <BackToLogin />
      </PasswordScreen>
    );
  }
  if (loading) {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-16 text-slate-700">
        {t('newPassword.checking')}
      </p>
    );
  }
  if (!session) {
    return (
      <PasswordScreen title={t('newPassword.missingTitle')} intro={t('newPassword.missingText')}>
        <RequestResetForm submitLabel={t('newPassword.sendNew')} />
        <BackToLogin />
      </PasswordScreen>
    );
  }
  return (
    <PasswordScreen
      title={t(invited ? 'newPassword.titleInvite' : 'newPassword.titleRecovery')}
      intro={t(invited ? 'newPassword.introInvite' : 'newPassword.introRecovery')}
    >
      <NewPasswordForm
        email={session.user.email ?? ''}
        invited={invited}
        onSessionEnded={() => setSessionEnded(true)}
      />
    </PasswordScreen>
  );
}
