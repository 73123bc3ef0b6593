import { Link } from 'react-router-dom';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import { PasswordScreen } from './password-screen';
import { RequestResetForm } from './request-reset-form';

/**
 * "Ai uitat parola?": the e-mail field that asks for a link. Also what a link Auth refused
 * (expired, used) leads to, with its own heading and text.
 */
export function ForgotPasswordPage({ expired }: { expired: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <PasswordScreen
      title={t(expired ? 'newPassword.expiredTitle' : 'forgotPassword.title')}
      intro={t(expired ? 'newPassword.expiredText' : 'forgotPassword.intro')}
    >
      <RequestResetForm
        submitLabel={t(expired ? 'newPassword.sendNew' : 'forgotPassword.submit')}
      />
      <p className="mt-6">
        <Link
          to={ADMIN_PATHS.login}
          className="font-medium text-blue-900 underline underline-offset-2 hover:text-blue-700"
        >
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </PasswordScreen>
  );
}
