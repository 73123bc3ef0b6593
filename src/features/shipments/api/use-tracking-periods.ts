import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { supabase } from '@/lib/supabase';

import { shipmentKeys } from './shipment-keys';

/** The owner's periods in days (private.tracking_settings, through public.tracking_periods). */
const trackingPeriodsSchema = z.object({
  default_link_days: z.number().int().positive(),
  restore_days: z.number().int().positive(),
});
export type TrackingPeriods = z.infer<typeof trackingPeriodsSchema>;

async function fetchTrackingPeriods(signal?: AbortSignal): Promise<TrackingPeriods> {
  let request = supabase.rpc('tracking_periods');
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single();
  if (error) throw error;
  return trackingPeriodsSchema.parse(data);
}

/** The periods the staff texts name; asked again with every refresh of the shipments' data. */
export function useTrackingPeriods() {
  return useQuery({
    queryKey: shipmentKeys.periods(),
    queryFn: ({ signal }) => fetchTrackingPeriods(signal),
  });
}
