import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { retryOnceUnlessSessionRejected } from '@/lib/session-rejected';

import { requestKeys } from './request-keys';
import { callRequestFunction } from './request-rpc';

/** One e-mail of a request (transport_request_emails, contract function 8). */
const requestEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  party: z.string(),
  to_address: z.string(),
  status: z.string(),
  attempts: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type RequestEmail = z.infer<typeof requestEmailSchema>;

/** A request's e-mails; asked again every few seconds while one is on its way. */
export function useRequestEmails(reference: string) {
  return useQuery({
    queryKey: requestKeys.emails(reference),
    queryFn: async ({ signal }) =>
      z
        .array(requestEmailSchema)
        .parse(await callRequestFunction('transport_request_emails', { reference }, signal)),
    retry: retryOnceUnlessSessionRejected,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.some((email) => ['queued', 'claimed', 'sending'].includes(email.status))
        ? 5000
        : false,
  });
}
