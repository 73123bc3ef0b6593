import { Link } from 'react-router-dom';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import { PasswordScreen } from './password-screen';
import { RequestResetForm } from './request-reset-form';

/** /login/parola-uitata: "Ați uitat parola?" from the login screen. */
export function ForgotPasswordPage() {
  const { t } = useAdminTranslation();
  return (
    <PasswordScreen title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <RequestResetForm submitLabel={t('forgotPassword.submit')} />
      <BackToLogin />
    </PasswordScreen>
  );
}

export function BackToLogin() {
  const { t } = useAdminTranslation();
  return (
    <p className="mt-6">
      <Link
        to={ADMIN_PATHS.login}
        className="font-medium text-blue-900 underline underline-offset-2 hover:text-blue-700"
      >
        {t('forgotPassword.backToLogin')}
      </Link>
    </p>
  );
}
