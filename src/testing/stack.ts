/** Helpers for component tests against the real local stack (see stack-setup.ts). */
import { createClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

import type { Database } from '#common/database.types';

import { SEED_STAFF_EMAIL, SEED_STAFF_PASSWORD } from '../../dev-support/demo-seed';

export const stack = inject('componentStack');

async function control(name: 'close' | 'open' | 'hold' | 'exhaustSignInLimit'): Promise<void> {
  const response = await fetch(`${stack.controlUrl}/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`proxy ${name}: ${response.status} ${await response.text()}`);
}

/** What the app meets on its way to the backend (tests/component-stack/switchable-proxy.ts). */
export const backend = {
  /** Unreachable: connections to its port are refused. */
  goDown: () => control('close'),
  /** Slow: requests wait until `comeBack()`. */
  holdRequests: () => control('hold'),
  /** Reachable again (held requests go through), as a new visitor with a fresh sign-in limit. */
  comeBack: () => control('open'),
  /** This visitor has used up its sign-in limit: the next sign-in gets Auth's real 429. */
  exhaustSignInLimit: () => control('exhaustSignInLimit'),
};

/** The staff account supabase/seed.sql creates. */
export const seededStaff = { email: SEED_STAFF_EMAIL, password: SEED_STAFF_PASSWORD };

/** A client of the stack itself with the service role, for set-up; keeps no session. */
function serviceClient() {
  return createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

let accounts = 0;
/**
 * A new confirmed account, staff or not, or a driver (issue #52: an account with role driver,
 * not staff), with its credentials and id.
 */
export async function createAccount(
  staff: boolean | 'driver',
): Promise<{ email: string; password: string; id: string }> {
  accounts += 1;
  const kind = staff === 'driver' ? 'driver' : staff ? 'staff' : 'customer';
  const email = `${kind}-${Date.now().toString(36)}-${accounts}@example.com`;
  const password = 'component-test-password';
  const admin = serviceClient();
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  if (staff) {
    const granted = await admin.rpc('grant_staff', {
      user_id: data.user.id,
      ...(staff === 'driver' && { role: 'driver' }),
    });
    if (granted.error) throw granted.error;
  }
  return { email, password, id: data.user.id };
}
