import { useRequestsTranslation } from '../use-requests-translation';
import { callRequestFunction, type StaffRequestRow } from './request-rpc';
import { useRequestWrite } from './use-request-write';

export interface OfferToSend {
  expectedUpdatedAt: string;
  price: string;
  /** YYYY-MM-DD */
  validUntil: string;
  note: string | null;
}

/** Sends (or replaces) the offer: send_transport_offer, contract function 2. */
export function useSendOfferMutation(reference: string) {
  const { t } = useRequestsTranslation();
  return useRequestWrite(
    reference,
    async (offer: OfferToSend) =>
      (await callRequestFunction('send_transport_offer', {
        reference,
        expected_updated_at: offer.expectedUpdatedAt,
        price: offer.price,
        valid_until: offer.validUntil,
        ...(offer.note !== null && { note: offer.note }),
      })) satisfies StaffRequestRow,
    () => t('offer.sent', { reference }),
  );
}
