import { useCallback, useEffect, useState } from 'react';

import { type OfferRefusal, offerRefusal } from './offer-refusal';
import { fetchTransportOffer, type OfferLink, type TransportOffer } from './transport-offer-rpc';

type OfferReadState =
  | { status: 'loading' }
  | { status: 'shown'; offer: TransportOffer }
  | { status: 'refused'; refusal: OfferRefusal };

/** The offer behind the link, read once on mount and again on `retry` (after a failure). */
export function useTransportOffer(link: OfferLink) {
  const [state, setState] = useState<OfferReadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchTransportOffer(link, controller.signal).then(
      (offer) => setState({ status: 'shown', offer }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'refused', refusal: offerRefusal(error) });
      },
    );
    return () => controller.abort();
  }, [link, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
