import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { loginPath } from '../redirect-target';
import { useAuth } from '../use-auth';

/**
 * The protected routes' gate: waits until the session and its staff status are known, then
 * shows the page to staff and sends everyone else to /login, which brings them back here.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { loading, isStaff, staffCheckFailed, retryStaffCheck, sessionEnd } = useAuth();
  const { pathname, search } = useLocation();
  const { t } = useAdminTranslation();

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
  if (isStaff) return children ?? <Outlet />;
  // Logging out navigates to the public site itself; a login redirect would race it.
  if (sessionEnd === 'signedOut') return null;
  return <Navigate to={loginPath(pathname + search)} replace />;
}
