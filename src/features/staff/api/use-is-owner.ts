import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { staffKeys } from './staff-keys';

async function fetchIsOwner(signal: AbortSignal): Promise<boolean> {
  const { data, error } = await supabase.rpc('is_owner').abortSignal(signal);
  if (error) throw error;
  return data;
}

/**
 * Whether the signed-in staff account is an owner: the database decides (private.is_owner).
 * False until it has answered.
 */
export function useIsOwner(userId: string): boolean {
  const { data } = useQuery({
    queryKey: staffKeys.isOwner(userId),
    queryFn: ({ signal }) => fetchIsOwner(signal),
    retry: false,
  });
  return data === true;
}
