import { useRequestsTranslation } from '../use-requests-translation';
import { callRequestFunction, type StaffRequestRow } from './request-rpc';
import { useRequestWrite } from './use-request-write';

/** The version staff saw, and whether the customer is told (a rejection only; spam never). */
export interface RejectArgs {
  expectedUpdatedAt: string;
  notifyCustomer: boolean;
}

/** Rejects the request or marks it as spam: reject_transport_request, contract function 3. */
export function useRejectRequestMutation(reference: string, spam: boolean) {
  const { t } = useRequestsTranslation();
  return useRequestWrite(
    reference,
    async ({ expectedUpdatedAt, notifyCustomer }: RejectArgs) =>
      (await callRequestFunction('reject_transport_request', {
        reference,
        expected_updated_at: expectedUpdatedAt,
        spam,
        notify_customer: !spam && notifyCustomer,
      })) satisfies StaffRequestRow,
    () => t(spam ? 'spam.done' : 'reject.done', { reference }),
  );
}
