import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { hasStoredSession } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/use-hydrated';

const StaffMenu = lazy(() => import('./staff-menu'));

/**
 * Empty for visitors; the Admin Area menu and Logout for signed-in staff. The menu and
 * supabase-js load only when a session is stored; the check is repeated on every navigation
 * (useLocation re-renders this), since signing in happens on /login and then navigates.
 */
export function StaffSlot() {
  const hydrated = useHydrated();
  useLocation();
  if (!hydrated || !hasStoredSession()) return null;
  return (
    <Suspense fallback={null}>
      <StaffMenu />
    </Suspense>
  );
}
