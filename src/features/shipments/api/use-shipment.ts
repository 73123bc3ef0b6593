import { useQuery } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';
import { type Shipment, shipmentSchema } from './shipment-schemas';

/** One shipment as saved now, or null when there is none (deleted). */
async function fetchShipment(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<Shipment | null> {
  let request = supabase.from('shipments').select('*').eq('id', trackingNumber);
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request.maybeSingle();
  if (error) throw requestError(error, status);
  return shipmentSchema.nullable().parse(data);
}

/** The saved version of one shipment, asked afresh whenever a screen shows it. */
export function useShipment(trackingNumber: string) {
  return useQuery({
    queryKey: shipmentKeys.detail(trackingNumber),
    queryFn: ({ signal }) => fetchShipment(trackingNumber, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
