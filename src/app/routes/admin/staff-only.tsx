/**
 * Route module of the pathless route above every staff-only screen (all of src/app/routes/admin
 * but the login): the staff guard, once for all of them, and the question the admin nav needs
 * (is this staff member an owner?), asked here rather than in the frame that /login loads too.
 */
import { RequireStaff } from '@/features/auth/components/require-staff';
import { useAuth } from '@/features/auth/use-auth';
import { AskIsOwner } from '@/features/staff/components/ask-is-owner';
import { AskUnopenedCount } from '@/features/staff-requests/components/ask-unopened-count';

export function Component() {
  const { user, isStaff } = useAuth();
  return (
    <>
      {isStaff && user && <AskIsOwner userId={user.id} />}
      {isStaff && <AskUnopenedCount />}
      <RequireStaff />
    </>
  );
}
