/**
 * Gives a staff member a new password. GoTrue ends all of the account's sessions when an admin
 * sets a password, so whoever held the old one is signed out everywhere.
 */
import { passwordProblem } from './add-staff';
import { findStaffMember } from './list-staff';
import { adminClient, type Target } from './target';

export async function resetStaffPassword(
  target: Target,
  email: string,
  password: string,
): Promise<{ userId: string }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const { userId } = await findStaffMember(target, email);
  const { error } = await adminClient(target).auth.admin.updateUserById(userId, { password });
  if (error) throw new Error(`Could not set the password: ${error.message}`, { cause: error });
  return { userId };
}
