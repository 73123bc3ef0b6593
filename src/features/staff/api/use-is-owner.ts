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
 * Asked only for a staff account (`userId` null otherwise); false until it has answered.
 */
export function useIsOwner(userId: string | null): boolean {
  const { data } = useQuery({
    queryKey: staffKeys.isOwner(userId ?? ''),
    queryFn: ({ signal }) => fetchIsOwner(signal),
    enabled: userId !== null,
    retry: false,
  });
  return data === true;
}
