import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import { loginPath } from '../redirect-target';
import { useAuth } from '../use-auth';

/** How often a role check that found no signal is tried again. */
const RECHECK_MS = 10_000;

/**
 * The drivers' app's gate. Signed out: /login, which brings a driver back here. Staff: their
 * own area. Without signal the role cannot be asked: a session kept on the phone opens the
 * app with what is saved there (the database still decides what any request may do).
 */
export function RequireDriver() {
  const { loading, isDriver, isStaff, staffCheckFailed, retryStaffCheck, session, sessionEnd } =
    useAuth();
  const { pathname, search } = useLocation();
  // Back in signal: ask again, so the app leaves its offline mode by itself. On the 'online'
  // event, and every little while too: a weak signal that comes back often fires none.
  useEffect(() => {
    if (!staffCheckFailed) return;
    window.addEventListener('online', retryStaffCheck);
    const timer = setInterval(retryStaffCheck, RECHECK_MS);
    return () => {
      window.removeEventListener('online', retryStaffCheck);
      clearInterval(timer);
    };
  }, [staffCheckFailed, retryStaffCheck]);
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
