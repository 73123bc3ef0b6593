import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

const statusesSchema = z.array(z.string());

/** Every status in use, sorted (the database's shipment_statuses). */
async function fetchShipmentStatuses(signal?: AbortSignal): Promise<string[]> {
  let request = supabase.rpc('shipment_statuses');
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (error) throw requestError(error, status);
  return statusesSchema.parse(data);
}

export function useShipmentStatuses() {
  return useQuery({
    queryKey: shipmentKeys.statuses(),
    queryFn: ({ signal }) => fetchShipmentStatuses(signal),
  });
}
