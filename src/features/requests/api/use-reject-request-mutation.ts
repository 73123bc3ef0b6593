import { useRequestsTranslation } from '../use-requests-translation';
import { callRequestFunction, type TransportRequest } from './request-rpc';
import { useRequestWrite } from './use-request-write';

/** Rejects the request or marks it as spam: reject_transport_request, contract function 3. */
export function useRejectRequestMutation(reference: string, spam: boolean) {
  const { t } = useRequestsTranslation();
  return useRequestWrite(
    reference,
    async (expectedUpdatedAt: string) =>
      (await callRequestFunction('reject_transport_request', {
        reference,
        expected_updated_at: expectedUpdatedAt,
        spam,
      })) satisfies TransportRequest,
    () => t(spam ? 'spam.done' : 'reject.done', { reference }),
  );
}
