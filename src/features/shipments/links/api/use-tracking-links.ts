import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { requestError } from '@/lib/request-error';
import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';
import { supabase } from '@/lib/supabase';

import { trackingLinkKeys } from './tracking-link-keys';
import { type TrackingLink, trackingLinkSchema } from './tracking-link-schema';

async function fetchTrackingLinks(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<TrackingLink[]> {
  let request = supabase.rpc('tracking_links', { tracking_number: trackingNumber });
  if (signal) request = request.abortSignal(signal);
  const { data, error, status } = await request;
  if (error) throw requestError(error, status);
  return z.array(trackingLinkSchema).parse(data);
}

/**
 * A shipment's party links, newest first. Asked again whenever a dialog or panel showing them
 * opens: whether a link exists decides what "Link destinatar" does, and a colleague may have
 * created or revoked one meanwhile.
 */
export function useTrackingLinks(trackingNumber: string) {
  return useQuery({
    queryKey: trackingLinkKeys.list(trackingNumber),
    queryFn: ({ signal }) => fetchTrackingLinks(trackingNumber, signal),
    refetchOnMount: 'always',
    // One retry only: the dialog and the panel have a retry button of their own.
    retry: retryOnceUnlessSessionRejected,
  });
}
