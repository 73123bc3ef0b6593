import { Suspense, useEffect, useRef } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { OfferLink } from '../api/transport-offer-rpc';
import { useAnswerOffer } from '../api/use-answer-offer';
import { useTransportOffer } from '../api/use-transport-offer';
import { OfferAnswer } from './offer-answer';
import { OfferContact } from './offer-contact';
import { OfferDetails } from './offer-details';
import { OfferMessage } from './offer-message';
import { OfferThrottled } from './offer-throttled';

function InvalidLink() {
  const { t } = useSiteTranslation('request');
  return (
    <OfferMessage tone="problem" heading={t('offer.invalid.heading')}>
      <p>{t('offer.invalid.text')}</p>
      <OfferContact />
    </OfferMessage>
  );
}

/**
 * The customer's side of an offer (issue #37): the request page with `?ref=…&k=…` shows the
 * offer behind the link, then the answer's outcome. Loaded lazily by the page, on the client
 * only: the prerendered page stays the form and keeps its first-paint budget.
 */
export default function OfferView({ link }: { link: OfferLink }) {
  const { t } = useSiteTranslation('request');
  const { state, retry } = useTransportOffer(link);
  const answer = useAnswerOffer(link);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = state.status === 'shown';
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const refusal =
    state.status === 'refused'
      ? state.refusal
      : answer.state.status === 'refused' && answer.state.refusal !== 'down'
        ? answer.state.refusal
        : null;
  // An offer past its validity (function 4 says `expired`) or answered cannot be answered.
  const closed = state.status === 'shown' && state.offer.status !== 'offer_sent';
  const announcement =
    answer.state.status === 'accepted'
      ? t('offer.accepted.heading')
      : answer.state.status === 'declined'
        ? t('offer.declined.heading')
        : refusal === 'invalid' || closed
          ? t('offer.invalid.heading')
          : refusal === 'throttled'
            ? t('offer.throttledHeading')
            : refusal === 'down'
              ? t('offer.downHeading')
              : state.status === 'shown'
                ? t('offer.heading', { reference: state.offer.reference })
                : '';

  return (
    <div className="grid gap-8">
      {/* The outcome in words, for screen readers; its section takes the focus as well. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.status === 'loading' && (
        <p role="status" className="text-lg text-slate-700">
          {t('offer.loading')}
        </p>
      )}
      {answer.state.status === 'accepted' && (
        <OfferMessage tone="success" heading={t('offer.accepted.heading')}>
          <p>{t('offer.accepted.text')}</p>
          {answer.state.statusEmails && <p>{t('offer.accepted.emails')}</p>}
        </OfferMessage>
      )}
      {answer.state.status === 'declined' && (
        <OfferMessage tone="info" heading={t('offer.declined.heading')}>
          <p>{t('offer.declined.text')}</p>
        </OfferMessage>
      )}
      {(refusal === 'invalid' || closed) && <InvalidLink />}
      {refusal === 'throttled' && (
        <Suspense fallback={null}>
          <OfferThrottled />
        </Suspense>
      )}
      {refusal === 'down' && (
        <OfferMessage tone="problem" heading={t('offer.downHeading')}>
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
      {state.status === 'shown' &&
        !closed &&
        (answer.state.status === 'idle' ||
          answer.state.status === 'sending' ||
          (answer.state.status === 'refused' && answer.state.refusal === 'down')) && (
          <>
            <OfferDetails offer={state.offer} headingRef={heading} />
            <OfferAnswer
              sending={answer.state.status === 'sending'}
              problem={answer.state.status === 'refused' ? t('offer.down') : null}
              onAccept={(statusEmails) => void answer.accept(statusEmails)}
              onDecline={(reason) => void answer.decline(reason)}
            />
          </>
        )}
    </div>
  );
}
