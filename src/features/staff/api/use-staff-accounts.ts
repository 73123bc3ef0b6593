import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { staffKeys } from './staff-keys';
import { type StaffAccount, staffAccountSchema } from './staff-schemas';

async function fetchStaffAccounts(signal: AbortSignal): Promise<StaffAccount[]> {
  const { data, error } = await supabase.rpc('staff_accounts').abortSignal(signal);
  if (error) throw error;
  return staffAccountSchema.array().parse(data);
}

/** Every account that is or was staff; a non-owner is refused by the database (42501). */
export function useStaffAccounts() {
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => fetchStaffAccounts(signal),
    // A refusal is an answer, not a hiccup: the screen says so at once.
    retry: false,
  });
}
