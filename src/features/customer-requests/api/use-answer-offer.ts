import { useCallback, useState } from 'react';

import { type OfferRefusal, offerRefusal } from './offer-refusal';
import type { KeyedLink } from './request-link-rpc';
import { acceptTransportOffer, declineTransportOffer } from './transport-offer-rpc';

type OfferAnswerState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'accepted'; statusEmails: boolean }
  | { status: 'declined' }
  | { status: 'refused'; refusal: OfferRefusal };

/**
 * The customer's answer to the offer. A refusal is a value: the view keeps the checkbox and
 * the reason as they were, so after a network failure sending again loses nothing.
 */
export function useAnswerOffer(link: KeyedLink) {
  const [state, setState] = useState<OfferAnswerState>({ status: 'idle' });
  const run = useCallback(async (send: () => Promise<OfferAnswerState>) => {
    setState({ status: 'sending' });
    try {
      setState(await send());
    } catch (error) {
      setState({ status: 'refused', refusal: offerRefusal(error) });
    }
  }, []);
  const accept = useCallback(
    (statusEmails: boolean) =>
      run(async () => {
        await acceptTransportOffer(link, statusEmails);
        return { status: 'accepted', statusEmails };
      }),
    [link, run],
  );
  const decline = useCallback(
    (reason: string) =>
      run(async () => {
        await declineTransportOffer(link, reason.trim() === '' ? null : reason.trim());
        return { status: 'declined' };
      }),
    [link, run],
  );
  return { state, accept, decline };
}
