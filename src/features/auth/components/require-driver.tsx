import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import { loginPath } from '../redirect-target';
import { useAuth } from '../use-auth';

/**
 * The drivers' app's gate. Signed out: /login, which brings a driver back here. Staff: their
 * own area. Without signal the role cannot be asked: a session kept on the phone opens the
 * app with what is saved there (the database still decides what any request may do).
 */
export function RequireDriver() {
  const { loading, isDriver, isStaff, staffCheckFailed, session, sessionEnd } = useAuth();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('driver', { lng: ADMIN_LANGUAGE });

  if (isDriver) return <Outlet />;
  if (session && staffCheckFailed) {
    return (
      <>
        <p role="status" className="bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t('session.offlineRole')}
        </p>
        <Outlet />
      </>
    );
  }
  // Logging out navigates to /login itself; a login redirect would race it.
  if (sessionEnd === 'signedOut') return null;
  if (isStaff) return <Navigate to={ADMIN_PATHS.shipments} replace />;
  if (loading) {
    return (
      <p role="status" className="px-4 py-16 text-slate-700">
        {t('session.checking')}
      </p>
    );
  }
  return <Navigate to={loginPath(pathname + search)} replace />;
}
