import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { DRIVER_PATHS } from '@/lib/routes/route-manifest';

import { loginPath } from '../redirect-target';
import { useAuth } from '../use-auth';
import { SignInAgainDialog } from './sign-in-again-dialog';

/**
 * The protected routes' gate: waits until the session and its staff status are known, then
 * shows the page to staff, a driver to the drivers' app, and everyone else to /login, which
 * brings them back here.
 * Once a staff page was shown, a session that ends keeps it mounted under a sign-in dialog:
 * leaving for /login would throw away an open form's typed input.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { loading, isStaff, isDriver, staffCheckFailed, retryStaffCheck, sessionEnd, user } =
    useAuth();
  const { pathname, search } = useLocation();
  const { t } = useAdminTranslation();
  const [shownTo, setShownTo] = useState<string | null>(null);
  const email = isStaff ? (user?.email ?? '') : null;
  if (email !== null && email !== shownTo) setShownTo(email);
  const page = children ?? <Outlet />;

  if (isStaff) return page;
  // A driver has the drivers' app, never staff screens (the database refuses them anyway).
  if (isDriver) return <Navigate to={DRIVER_PATHS.today} replace />;
  // Logging out navigates to the public site itself; a login redirect would race it.
  if (sessionEnd === 'signedOut') return null;
  if (shownTo !== null) {
    return (
      <>
        {page}
        <SignInAgainDialog sessionEnd={sessionEnd} email={shownTo} />
      </>
    );
  }

  if (loading) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-slate-700">
        {t('session.checking')}
      </p>
    );
  }
  if (staffCheckFailed) {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-slate-800">
        <p>{t('session.checkFailed')}</p>
        <Button variant="outline" onClick={retryStaffCheck} className="mt-4">
          {t('session.retry')}
        </Button>
      </div>
    );
  }
  return <Navigate to={loginPath(pathname + search)} replace />;
}
