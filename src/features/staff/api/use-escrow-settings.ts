import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { staffKeys } from './staff-keys';
import { type EscrowSettings, escrowSettingsSchema } from './staff-schemas';

async function fetchEscrowSettings(signal: AbortSignal): Promise<EscrowSettings> {
  const { data, error } = await supabase.rpc('escrow_settings').abortSignal(signal);
  if (error) throw error;
  return escrowSettingsSchema.parse(data);
}

/** The inspection period: any staff member may read it, an owner changes it. */
export function useEscrowSettings() {
  return useQuery({
    queryKey: staffKeys.escrowSettings(),
    queryFn: ({ signal }) => fetchEscrowSettings(signal),
    retry: false,
  });
}
