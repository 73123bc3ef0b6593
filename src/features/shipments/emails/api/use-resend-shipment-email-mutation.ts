import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentEmailKeys } from './shipment-email-keys';
import { type ShipmentEmail, shipmentEmailSchema } from './shipment-email-schema';

async function resendShipmentEmail(id: string): Promise<ShipmentEmail> {
  const { data, error, status } = await supabase.rpc('resend_shipment_email', { id });
  if (error) throw requestError(error, status);
  return shipmentEmailSchema.parse(data);
}

/**
 * "Trimite din nou" on a failed status e-mail: a new one with the shipment's state now. The
 * list says what happened (no toast here: the caller shows the outcome by the row).
 */
export function useResendShipmentEmailMutation(trackingNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendShipmentEmail,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: shipmentEmailKeys.list(trackingNumber) }),
  });
}
