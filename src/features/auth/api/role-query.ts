import { queryOptions } from '@tanstack/react-query';

import { authKeys } from './keys';

/** What the signed-in account is: the database decides (private.staff, issue #52). */
export type AccountRole = 'owner' | 'staff' | 'driver';

function readRole(value: unknown): AccountRole | null {
  return value === 'owner' || value === 'staff' || value === 'driver' ? value : null;
}

/**
 * The account's role from `my_role()`: owner or staff open the staff area, a driver the
 * drivers' app, anyone else neither. The data client is imported when asked, after sign-in:
 * a cold /login does not load supabase-js.
 */
async function fetchRole(signal?: AbortSignal): Promise<AccountRole | null> {
  const { supabase } = await import('@/lib/supabase');
  let request = supabase.rpc('my_role');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return readRole(data);
}

/** Shared by the provider (useQuery) and the sign-in mutation (fetchQuery): one request. */
export function roleQuery(userId: string) {
  return queryOptions({
    queryKey: authKeys.role(userId),
    queryFn: ({ signal }) => fetchRole(signal),
    // A refused or failed check is answered on screen (sign out, or an error with retry).
    retry: false,
  });
}
