import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { invalidateLinkQueries } from './invalidate-link-queries';
import { type CreatedLink, createdLinkSchema, type Party } from './tracking-link-schema';

export interface NewTrackingLink {
  party: Party;
  /** Revoke the party's valid link and make a new one; without it a valid link is PT409. */
  replace: boolean;
}

export async function createTrackingLink(
  trackingNumber: string,
  { party, replace }: NewTrackingLink,
): Promise<CreatedLink> {
  const { data, error, status } = await supabase
    .rpc('create_tracking_link', { tracking_number: trackingNumber, party, replace })
    .single();
  if (error) throw requestError(error, status);
  return createdLinkSchema.parse(data);
}

/**
 * Creates a party's link; its answer is the only time the key is readable. No toast on error:
 * the link dialog says what happened in place (an existing link is a state, not an error).
 */
export function useCreateTrackingLinkMutation(trackingNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: NewTrackingLink) => createTrackingLink(trackingNumber, link),
    // The answer holds the key: gone from the mutation cache as soon as the dialog lets go.
    gcTime: 0,
    onSettled: () => invalidateLinkQueries(queryClient, trackingNumber),
  });
}
