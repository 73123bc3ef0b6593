import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { requestKeys } from './request-keys';
import type { StaffRequestRow } from './request-rpc';

/** Every column of public.transport_requests but client and network (see StaffRequestRow). */
const DETAIL_COLUMNS =
  'id, reference, status, language, name, company, email, phone, kind, goods, quantity, drivable, running_gear, with_attachments, container_size, container_loaded, length_m, width_m, height_m, weight_kg, value_eur, listing_url, pickup_address, pickup_postcode, pickup_town, pickup_country, delivery_address, delivery_postcode, delivery_town, delivery_country, earliest_pickup, latest_delivery, pickup_loading, delivery_loading, escrow, message, created_at, updated_at, opened_at, opened_by, offer_price, offer_valid_until, offer_note, offer_sent_at, offer_sent_by, offer_count, answered_at, decline_reason, status_emails, shipment_id, shipment_created_at';

/** One request by its reference; null when there is none. */
export function useTransportRequest(reference: string) {
  return useQuery({
    queryKey: requestKeys.detail(reference),
    queryFn: async ({ signal }): Promise<StaffRequestRow | null> => {
      const { data, error } = await supabase
        .from('transport_requests')
        .select(DETAIL_COLUMNS)
        .eq('reference', reference)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
