import { Suspense, useEffect, useRef } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { KeyedLink } from '../api/request-link-rpc';
import type { OpenOffer } from '../api/transport-offer-rpc';
import { useAnswerOffer } from '../api/use-answer-offer';
import { InvalidLink } from './invalid-link';
import { OfferAnswer } from './offer-answer';
import { OfferDetails } from './offer-details';
import { OfferMessage } from './offer-message';
import { OfferThrottled } from './offer-throttled';

/**
 * The customer's side of an open offer (issue #37): the offer behind the link (read by
 * LinkView), then the answer's outcome. An answer refused because the offer is no longer open
 * (answered in another tab, replaced or expired meanwhile) reads the link again (`onStale`), so
 * the page says what became of it.
 */
export function OfferView({
  link,
  offer,
  onAnswered,
  onStale,
}: {
  link: KeyedLink;
  offer: OpenOffer;
  /** The customer answered here: the page's lead follows. */
  onAnswered: () => void;
  onStale: () => void;
}) {
  const { t } = useSiteTranslation('request');
  const answer = useAnswerOffer(link);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { status } = answer.state;
  const refusal = answer.state.status === 'refused' ? answer.state.refusal : null;
  useEffect(() => {
    if (status === 'accepted' || status === 'declined') onAnswered();
  }, [status, onAnswered]);
  useEffect(() => {
    if (refusal === 'closed') onStale();
  }, [refusal, onStale]);

  const announcement =
    answer.state.status === 'accepted'
      ? t('offer.accepted.heading')
      : answer.state.status === 'declined'
        ? t('offer.declined.heading')
        : refusal === 'invalid'
          ? t('offer.invalid.heading')
          : refusal === 'throttled'
            ? t('offer.throttledHeading')
            : t('offer.heading', { reference: offer.reference });

  return (
    <div className="grid gap-8">
      {/* The outcome in words, for screen readers; its section takes the focus as well. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
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
      {refusal === 'invalid' && <InvalidLink />}
      {refusal === 'throttled' && (
        <Suspense fallback={null}>
          <OfferThrottled />
        </Suspense>
      )}
      {(answer.state.status === 'idle' ||
        answer.state.status === 'sending' ||
        refusal === 'down') && (
        <>
          <OfferDetails offer={offer} headingRef={heading} />
          <OfferAnswer
            sending={answer.state.status === 'sending'}
            problem={refusal === 'down' ? t('offer.down') : null}
            onAccept={(statusEmails) => void answer.accept(statusEmails)}
            onDecline={(reason) => void answer.decline(reason)}
          />
        </>
      )}
    </div>
  );
}
