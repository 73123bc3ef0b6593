import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { toast } from '@/components/ui/toast-store';
import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import { invalidateLinkQueries } from './invalidate-link-queries';
import { failureToast } from './tracking-link-failure';
import { type TrackingLink, trackingLinkSchema } from './tracking-link-schema';

async function revokeTrackingLinks(trackingNumber: string): Promise<TrackingLink[]> {
  const { data, error, status } = await supabase.rpc('revoke_tracking_links', {
    tracking_number: trackingNumber,
  });
  if (error) throw requestError(error, status);
  return z.array(trackingLinkSchema).parse(data);
}

/** Revokes every valid link of a shipment (the variable); the toast says how many. */
export function useRevokeTrackingLinksMutation() {
  const queryClient = useQueryClient();
  const { t } = useShipmentsTranslation();
  return useMutation({
    mutationFn: revokeTrackingLinks,
    onSuccess: (revoked) => {
      toast({
        title: t('successTitle'),
        description:
          revoked.length === 0
            ? t('links.revoke.none')
            : t('links.revoke.done', { count: revoked.length }),
      });
    },
    onError: (error) => {
      console.error(error);
      toast(failureToast(t('links.errors.revokeFailed'), error, t));
    },
    onSettled: (_, __, trackingNumber) => invalidateLinkQueries(queryClient, trackingNumber),
  });
}
