import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { shipmentEmailKeys } from '../../emails/api/shipment-email-keys';
import { invalidateLinkQueries } from './invalidate-link-queries';
import { type CreatedLink, createdLinkSchema, type Party } from './tracking-link-schema';

async function sendTrackingLinkEmail(trackingNumber: string, party: Party): Promise<CreatedLink> {
  const { data, error, status } = await supabase
    .rpc('send_tracking_link_email', { tracking_number: trackingNumber, party, replace: true })
    .single();
  if (error) throw requestError(error, status);
  return createdLinkSchema.parse(data);
}

/**
 * "Trimite pe e-mail": a new link for the party (the one it had stops working), queued as an
 * e-mail to the party's address in their language (send_tracking_link_email, issue #26). The
 * answer carries the key, shown once like a created link's.
 */
export function useSendTrackingLinkEmailMutation(trackingNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (party: Party) => sendTrackingLinkEmail(trackingNumber, party),
    gcTime: 0,
    onSettled: () =>
      Promise.all([
        invalidateLinkQueries(queryClient, trackingNumber),
        queryClient.invalidateQueries({ queryKey: shipmentEmailKeys.list(trackingNumber) }),
      ]),
  });
}
