import { fetchFrom, newAddress } from '../../dev-support/loopback-client';
import { nodeSupabaseClient, type ProjectClient } from '../../dev-support/node-supabase-client';
import { stack, uniqueEmail } from './support';

export { fetchFrom, newAddress };

/** An anonymous visitor coming from its own loopback address. */
export function visitor(address = newAddress()): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.anonKey, fetchFrom(address));
}

export function anon(): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.anonKey);
}

export function service(): ProjectClient {
  return nodeSupabaseClient(stack.apiUrl, stack.serviceRoleKey);
}

/** Signed in from an address of its own, as every real user is: no shared sign-in limit. */
async function signedIn(email: string, password: string): Promise<ProjectClient> {
  const client = visitor();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A freshly created user who is signed in but is not staff. */
export async function customer(): Promise<ProjectClient> {
  const email = uniqueEmail('customer');
  const password = 'customer-password-123';
  const { error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return signedIn(email, password);
}

/** A freshly created staff member (role `staff` unless told), signed in. */
export async function staff(role: 'owner' | 'staff' | 'driver' = 'staff'): Promise<ProjectClient> {
  const email = uniqueEmail(role);
  const password = 'staff-password-1234';
  const admin = service();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  const granted = await admin.rpc('grant_staff', { user_id: data.user.id, role });
  if (granted.error) throw granted.error;
  return signedIn(email, password);
}

/** A freshly created owner (DECISIONS 21), signed in. */
export function owner(): Promise<ProjectClient> {
  return staff('owner');
}

/** A freshly created driver (issue #52: a row in private.staff, never staff), signed in. */
export function driver(): Promise<ProjectClient> {
  return staff('driver');
}
