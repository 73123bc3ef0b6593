import type { Session } from '@supabase/auth-js';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { PASSWORD_VIEW_PARAM } from '@/lib/routes/password-view';

import { parseAuthRedirect } from '../auth-redirect';
import { ForgotPasswordPage } from './forgot-password-page';
import { NewPasswordForm } from './new-password-form';
import { PasswordScreen } from './password-screen';

/**
 * The password view of /login (`?parola=noua`, see src/lib/routes/password-view.ts). Opened from the login
 * form ("Ai uitat parola?") it asks for the e-mail with a link; opened from that link
 * (password reset or staff invitation), auth-js has taken the link's session from the URL and
 * a password is chosen with it. A link Auth refused (expired, or used already), or a session
 * that ended meanwhile, says so and offers a new one.
 */
export default function NewPasswordPage({
  loading,
  session,
}: {
  /** useAuth()'s, passed by the login page: this chunk imports nothing of the login chunk's. */
  loading: boolean;
  session: Session | null;
}) {
  const { t } = useAdminTranslation();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  // Read once: auth-js clears the fragment of a good link as it takes the session.
  const [redirect] = useState(() => parseAuthRedirect(hash));
  const [sessionEnded, setSessionEnded] = useState(false);
  const invited = params.get(PASSWORD_VIEW_PARAM) === 'invitatie' || redirect.type === 'invite';

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
