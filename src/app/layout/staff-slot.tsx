import { lazy, Suspense } from 'react';

import { useStaffSession } from '@/features/auth/api/use-staff-session';

const StaffMenu = lazy(() => import('./staff-menu'));

/** Empty for visitors; the Admin Area menu and Logout for signed-in staff. */
export function StaffSlot() {
  const session = useStaffSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <StaffMenu session={session} />
    </Suspense>
  );
}
