/** Route module of /admin/staff (staff only; the database lets owners only, DECISIONS 21). */
import { useAuth } from '@/features/auth/use-auth';
import { StaffPage } from '@/features/staff/components/staff-page';

export function Component() {
  // Under the staff guard (staff-only.tsx), so a signed-in staff account is there.
  const { user } = useAuth();
  return <StaffPage userId={user?.id ?? ''} />;
}
