import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { staffKeys } from './staff-keys';
import { type RequestSettings, requestSettingsSchema } from './staff-schemas';

async function fetchRequestSettings(signal: AbortSignal): Promise<RequestSettings> {
  const { data, error } = await supabase.rpc('transport_request_settings').abortSignal(signal);
  if (error) throw error;
  return requestSettingsSchema.parse(data);
}

/** How long transport requests are kept: any staff member may read it, an owner changes it. */
export function useRequestSettings() {
  return useQuery({
    queryKey: staffKeys.requestSettings(),
    queryFn: ({ signal }) => fetchRequestSettings(signal),
    retry: false,
  });
}
