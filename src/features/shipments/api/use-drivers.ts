import { useQuery } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

export interface Driver {
  user_id: string;
  email: string;
}

async function fetchDrivers(signal: AbortSignal): Promise<Driver[]> {
  const { data, error, status } = await supabase.rpc('list_drivers').abortSignal(signal);
  if (error) throw requestError(error, status);
  return data;
}

/** The active drivers (list_drivers, issue #52), by e-mail address. */
export function useDrivers() {
  return useQuery({
    queryKey: shipmentKeys.drivers(),
    queryFn: ({ signal }) => fetchDrivers(signal),
  });
}
