import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentEmailKeys } from './shipment-email-keys';
import { type ShipmentEmail, shipmentEmailSchema } from './shipment-email-schema';

async function fetchShipmentEmails(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<ShipmentEmail[]> {
  let request = supabase.rpc('shipment_emails', { tracking_number: trackingNumber });
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (error) throw requestError(error, status);
  return z.array(shipmentEmailSchema).parse(data);
}

/**
 * A shipment's e-mails, newest first. While one is on its way, asked again every few seconds:
 * the worker sends within a minute, and staff watch for "trimis" or the reason it failed.
 */
export function useShipmentEmails(trackingNumber: string) {
  return useQuery({
    queryKey: shipmentEmailKeys.list(trackingNumber),
    queryFn: ({ signal }) => fetchShipmentEmails(trackingNumber, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.some((email) => isOnItsWay(email)) ? 5000 : false,
  });
}

/** Queued or in the worker's hands: its outcome is still to come. */
function isOnItsWay(email: Pick<ShipmentEmail, 'status'>): boolean {
  return email.status === 'queued' || email.status === 'claimed' || email.status === 'sending';
}
