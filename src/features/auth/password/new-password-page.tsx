import { useState } from 'react';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { initialAuthRedirect } from '../auth-redirect';
import { useAuth } from '../use-auth';
import { ForgotPasswordPage } from './forgot-password-page';
import { NewPasswordForm } from './new-password-form';
import { PasswordScreen } from './password-screen';

/**
 * The password view of /login (`?parola=noua`, see password-view.ts). Opened from the login
 * form ("Ați uitat parola?") it asks for the e-mail with a link; opened from that link
 * (password reset or staff invitation), auth-js has taken the link's session from the URL and
 * a password is chosen with it. A link Auth refused (expired, or used already), or a session
 * that ended meanwhile, says so and offers a new one.
 */
export function NewPasswordPage() {
  const { t } = useAdminTranslation();
  const { loading, session } = useAuth();
  const [redirect] = useState(initialAuthRedirect);
  const [sessionEnded, setSessionEnded] = useState(false);
  const invited = redirect.type === 'invite';

  if (redirect.error !== null || sessionEnded) return <ForgotPasswordPage expired />;
  if (loading) {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-16 text-slate-700">
        {t('newPassword.checking')}
      </p>
    );
  }
  if (!session) return <ForgotPasswordPage expired={false} />;
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
