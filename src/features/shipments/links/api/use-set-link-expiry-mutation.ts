import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';
import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import { invalidateLinkQueries } from './invalidate-link-queries';
import { failureToast } from './tracking-link-failure';
import { type TrackingLink, trackingLinkSchema } from './tracking-link-schema';

interface LinkExpiry {
  linkId: string;
  /** When the link stops working (ISO); null returns it to the default after delivery. */
  expiresAt: string | null;
}

async function setLinkExpiry({ linkId, expiresAt }: LinkExpiry): Promise<TrackingLink> {
  // Leaving expires_at out is what means "the default" to set_tracking_link_expiry.
  const { data, error, status } = await supabase.rpc('set_tracking_link_expiry', {
    link_id: linkId,
    ...(expiresAt !== null && { expires_at: expiresAt }),
  });
  if (error) throw requestError(error, status);
  return trackingLinkSchema.parse(data);
}

/** Sets or clears a link's expiry date. */
export function useSetLinkExpiryMutation(trackingNumber: string) {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: setLinkExpiry,
    onSuccess: () => {
      toast({
        title: t('successTitle'),
        description: t('links.expiryDialog.saved'),
      });
    },
    onError: (error) => {
      console.error(error);
      toast(failureToast(t('links.errors.expiryFailed'), error, t));
    },
    onSettled: () => invalidateLinkQueries(queryClient, trackingNumber),
  });
}
