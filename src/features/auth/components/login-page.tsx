import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import { redirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';
import { LoginForm } from './login-form';

/**
 * /login. A staff session (just signed in, or still valid) goes on to the page first asked
 * for (`?redirect=`, staff pages only) or the shipments screen.
 */
export function LoginPage() {
  const { t } = useAdminTranslation();
  const { isStaff, sessionEnd } = useAuth();
  const [params] = useSearchParams();
  if (isStaff) return <Navigate to={redirectTarget(params.get('redirect'))} replace />;
  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('loginTitle')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('login.intro')}</p>
      <LoginForm sessionEnd={sessionEnd} />
      <p className="mt-6">
        <Link
          to={ADMIN_PATHS.forgotPassword}
          className="font-medium text-blue-900 underline underline-offset-2 hover:text-blue-700"
        >
          {t('forgotPassword.link')}
        </Link>
      </p>
    </section>
  );
}
