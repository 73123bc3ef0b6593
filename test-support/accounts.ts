/** Accounts for browser journeys and benchmarks, made through the Auth admin API of their stack. */
import { addStaff, type StaffAccount } from '../scripts/staff/add-staff';
import { anonClient, serviceClient, type StackAccess } from './database';

let made = 0;
function newCredentials(label: string): StaffAccount {
  made += 1;
  return {
    email: `${label}-${Date.now().toString(36)}-${process.pid}-${made}@example.com`,
    password: 'e2e-account-password',
  };
}

/** A staff account of its own, for a journey that must not share sessions with others. */
export async function newStaffAccount(
  env: Pick<StackAccess, 'apiUrl' | 'serviceRoleKey'>,
): Promise<StaffAccount> {
  const account = newCredentials('staff');
  await addStaff({ url: env.apiUrl, serviceRoleKey: env.serviceRoleKey }, account);
  return account;
}

/** A driver's account (issue #52: grant_staff with the role `driver`), with its user id. */
export async function newDriverAccount(
  env: Pick<StackAccess, 'apiUrl' | 'serviceRoleKey'>,
): Promise<StaffAccount & { userId: string }> {
  const account = newCredentials('driver');
  const admin = serviceClient(env);
  const { data, error } = await admin.auth.admin.createUser({ ...account, email_confirm: true });
  if (error) throw error;
  const granted = await admin.rpc('grant_staff', { user_id: data.user.id, role: 'driver' });
  if (granted.error) throw granted.error;
  return { ...account, userId: data.user.id };
}

/** A confirmed account that is not staff. */
export async function newCustomerAccount(
  env: Pick<StackAccess, 'apiUrl' | 'serviceRoleKey'>,
): Promise<StaffAccount> {
  const account = newCredentials('customer');
  const admin = serviceClient(env);
  const { error } = await admin.auth.admin.createUser({ ...account, email_confirm: true });
  if (error) throw error;
  return account;
}

/**
 * Signs `account` out everywhere from a second client, as a colleague revoking it would:
 * every session and refresh token of the account ends on the server.
 */
export async function signOutEverywhere(
  env: Pick<StackAccess, 'apiUrl' | 'anonKey'>,
  account: StaffAccount,
): Promise<void> {
  const other = anonClient(env);
  const signedIn = await other.auth.signInWithPassword(account);
  if (signedIn.error) throw signedIn.error;
  const { error } = await other.auth.signOut({ scope: 'global' });
  if (error) throw error;
}
