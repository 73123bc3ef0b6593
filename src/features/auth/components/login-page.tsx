import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { PASSWORD_VIEW_PARAM, PASSWORD_VIEW_PATHS } from '@/lib/routes/password-view';
import { ADMIN_LANGUAGE } from '#common/languages';

import { loadPasswordView } from '../password/load-password-view';
import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { LoginForm } from './login-form';

const NewPasswordPage = lazy(loadPasswordView);

/**
 * /login. A staff session (just signed in, or still valid) goes on to the page first asked
 * for (`?redirect=`, staff pages only) or the shipments screen; a driver's to the drivers'
 * app (issue #52). `?parola=noua` is the password
 * view (forgotten password, the e-mails' links): it keeps a session, which it needs.
 */
export function LoginPage() {
  const { t } = useAdminTranslation();
  const { role, isStaff, isDriver, sessionEnd, loading, session } = useAuth();
  const [params] = useSearchParams();
  if (params.has(PASSWORD_VIEW_PARAM)) {
    return (
      <Suspense fallback={null}>
        <NewPasswordPage loading={loading} session={session} />
      </Suspense>
    );
  }
  // A driver's page is the drivers' app (a build of its own: the router loads it as a document).
  if ((isStaff || isDriver) && role) {
    return <Navigate to={redirectTarget(params.get('redirect'), role)} replace />;
  }
  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('loginTitle')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('login.intro')}</p>
      <LoginForm sessionEnd={sessionEnd} />
      <p className="mt-6">
        <Link to={PASSWORD_VIEW_PATHS.recovery} className="font-medium text-blue-900 underline">
          {t('forgotPassword.link')}
        </Link>
      </p>
    </section>
  );
}
