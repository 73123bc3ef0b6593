import { queryOptions } from '@tanstack/react-query';

import { authKeys } from './keys';

/**
 * Whether the signed-in account is staff: the database decides (private.staff). The data
 * client is imported when asked, after sign-in: a cold /login does not load supabase-js.
 */
async function fetchIsStaff(signal?: AbortSignal): Promise<boolean> {
  const { supabase } = await import('@/lib/supabase');
  let request = supabase.rpc('is_staff');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw error;
  return data;
}

/** Shared by the provider (useQuery) and the sign-in mutation (fetchQuery): one request. */
export function isStaffQuery(userId: string) {
  return queryOptions({
    queryKey: authKeys.isStaff(userId),
    queryFn: ({ signal }) => fetchIsStaff(signal),
    // A refused or failed check is answered on screen (sign out, or an error with retry).
    retry: false,
  });
}
