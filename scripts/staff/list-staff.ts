/** The staff members (drivers too) with their roles and Auth accounts, oldest first. */
import type { User } from '@supabase/supabase-js';

import { adminClient, type Target } from './target';

export interface StaffMember {
  userId: string;
  email: string;
  /** 'owner', 'staff' or 'driver' (a driver is listed here but is not staff in the app). */
  role: string;
  since: string;
  lastSignInAt: string | null;
  bannedUntil: string | null;
}

function member(user: User, role: string, since: string): StaffMember {
  // auth-js's User type has no banned_until, though GoTrue sends it for banned users.
  const { banned_until: bannedUntil } = user as User & { banned_until?: string };
  return {
    userId: user.id,
    email: user.email ?? '',
    role,
    since,
    lastSignInAt: user.last_sign_in_at ?? null,
    bannedUntil: bannedUntil ?? null,
  };
}

export async function listStaff(target: Target): Promise<StaffMember[]> {
  const admin = adminClient(target);
  const { data, error } = await admin.rpc('list_staff');
  if (error) throw new Error(`Could not list the staff: ${error.message}`, { cause: error });
  return Promise.all(
    data.map(async ({ user_id: userId, role, since }) => {
      const found = await admin.auth.admin.getUserById(userId);
      if (found.error) {
        throw new Error(`Could not read account ${userId}: ${found.error.message}`, {
          cause: found.error,
        });
      }
      return member(found.data.user, role, since);
    }),
  );
}

/** The staff member with this e-mail address (case-insensitive), or an error naming it. */
export async function findStaffMember(target: Target, email: string): Promise<StaffMember> {
  const wanted = email.trim().toLowerCase();
  const found = (await listStaff(target)).find((staff) => staff.email === wanted);
  if (!found) throw new Error(`${wanted} is not a staff member.`);
  return found;
}
