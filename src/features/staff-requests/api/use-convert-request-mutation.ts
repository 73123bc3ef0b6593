import { useRequestsTranslation } from '../use-requests-translation';
import { callRequestFunction } from './request-rpc';
import { useRequestWrite } from './use-request-write';

/** Makes the shipment: convert_transport_request (contract function 9), its tracking number. */
export function useConvertRequestMutation(reference: string) {
  const { t } = useRequestsTranslation();
  return useRequestWrite(
    reference,
    (expectedUpdatedAt: string) =>
      callRequestFunction('convert_transport_request', {
        reference,
        expected_updated_at: expectedUpdatedAt,
      }),
    (id) => t('convert.done', { id, reference }),
  );
}
