/**
 * Removes a staff member: staff rights end first (the database checks them on every request),
 * then the account is banned and given an unknown password, which ends all its sessions, and
 * last its password is taken away, so that signing in with its address is answered as for an
 * address without an account (a banned one would say `user_banned`). The account itself stays,
 * so the audit trail keeps naming who changed what.
 */
import { randomBytes } from 'node:crypto';

import { findStaffMember } from './list-staff';
import { adminClient, type Target } from './target';

/**
 * Go duration for "for good": about a hundred years, as the staff screen's remove_staff bans
 * (private.removed_staff_ban(); tests/integration/staff-cli.test.ts compares the two).
 */
export const BAN_FOR_GOOD = '876000h';

export async function removeStaff(target: Target, email: string): Promise<{ userId: string }> {
  const { userId } = await findStaffMember(target, email);
  const admin = adminClient(target);
  const revoked = await admin.rpc('revoke_staff', { user_id: userId });
  if (revoked.error) {
    throw new Error(`Could not revoke staff rights: ${revoked.error.message}`, {
      cause: revoked.error,
    });
  }
  const { error } = await admin.auth.admin.updateUserById(userId, {
    ban_duration: BAN_FOR_GOOD,
    password: randomBytes(32).toString('base64url'),
  });
  if (error) {
    throw new Error(
      `Staff rights revoked, but banning and signing out the account failed: ${error.message}`,
      { cause: error },
    );
  }
  const sealed = await admin.rpc('seal_removed_account', { user_id: userId });
  if (sealed.error) {
    throw new Error(
      `Staff rights revoked and the account banned, but its password could not be taken away: ${sealed.error.message}`,
      { cause: sealed.error },
    );
  }
  return { userId };
}
