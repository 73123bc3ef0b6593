import { useCallback, useEffect, useState } from 'react';

import { type OfferRefusal, offerRefusal } from './offer-refusal';
import { fetchLinkTarget, type KeyedLink, type LinkTarget } from './request-link-rpc';

type LinkReadState =
  | { status: 'loading' }
  | { status: 'shown'; target: LinkTarget }
  | { status: 'refused'; refusal: OfferRefusal };

/** What the link opens, read once on mount and again on `retry` (after a failure). */
export function useLinkTarget(link: KeyedLink) {
  const [state, setState] = useState<LinkReadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchLinkTarget(link, controller.signal).then(
      (target) => setState({ status: 'shown', target }),
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
