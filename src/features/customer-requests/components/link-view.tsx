import { Suspense, useCallback, useEffect, useState } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { KeyedLink, LinkTarget } from '../api/request-link-rpc';
import { useLinkTarget } from '../api/use-link-target';
import { InvalidLink } from './invalid-link';
import type { LinkLead } from './link-lead';
import { OfferMessage } from './offer-message';
import { OfferOutcome } from './offer-outcome';
import { OfferThrottled } from './offer-throttled';
import { OfferView } from './offer-view';
import { RequestView } from './request-view';

/** The page's lead for what the link opened. */
function leadOf(target: LinkTarget, answered: boolean): LinkLead {
  if (target.link === 'request') return 'request';
  switch (target.state) {
    case 'open':
      return answered ? 'answered' : 'offer';
    case 'accepted':
    case 'converted':
    case 'declined':
      return 'answered';
    default:
      return target.state;
  }
}

/**
 * The request page with `?ref=…&k=…`: an e-mailed link whose key is either the request's own
 * (the acknowledgement or the rejection, issues #48, #49: the whole request and how far it got)
 * or an offer's (issue #37: the offer to answer, or what became of it). One read tells which; a
 * key that is neither is one miss for the client. Loaded lazily by the page, on the client
 * only: the prerendered page stays the form and keeps its first-paint budget.
 */
export default function LinkView({
  link,
  onLead,
}: {
  link: KeyedLink;
  /** Told what the page's lead should say (null: none, while loading or refused). */
  onLead: (lead: LinkLead | null) => void;
}) {
  const { t } = useSiteTranslation('request');
  const { state, retry } = useLinkTarget(link);
  const [answered, setAnswered] = useState(false);
  const onAnswered = useCallback(() => setAnswered(true), []);
  const lead = state.status === 'shown' ? leadOf(state.target, answered) : null;
  useEffect(() => onLead(lead), [lead, onLead]);

  return (
    <div className="grid gap-8">
      {state.status === 'loading' && (
        <p role="status" className="text-lg text-slate-700">
          {t('link.loading')}
        </p>
      )}
      {state.status === 'refused' && (
        <>
          {/* The outcome in words, for screen readers; its section takes the focus as well. */}
          <p aria-live="polite" className="sr-only">
            {state.refusal === 'invalid'
              ? t('offer.invalid.heading')
              : state.refusal === 'throttled'
                ? t('offer.throttledHeading')
                : t('link.downHeading')}
          </p>
          {state.refusal === 'invalid' && <InvalidLink />}
          {state.refusal === 'throttled' && (
            <Suspense fallback={null}>
              <OfferThrottled />
            </Suspense>
          )}
          {/* A read is never refused as closed (only an answer is): anything else, try again. */}
          {(state.refusal === 'down' || state.refusal === 'closed') && (
            <OfferMessage tone="problem" heading={t('link.downHeading')}>
              <p>{t('offer.down')}</p>
              <button
                type="button"
                className="justify-self-start font-semibold text-blue-900 underline underline-offset-4"
                onClick={retry}
              >
                {t('offer.retry')}
              </button>
            </OfferMessage>
          )}
        </>
      )}
      {state.status === 'shown' &&
        (state.target.link === 'request' ? (
          <RequestView view={state.target} />
        ) : state.target.state === 'open' ? (
          <OfferView link={link} offer={state.target} onAnswered={onAnswered} onStale={retry} />
        ) : (
          <OfferOutcome offer={state.target} />
        ))}
    </div>
  );
}
