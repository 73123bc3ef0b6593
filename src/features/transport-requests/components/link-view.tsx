import { Suspense, useEffect } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { KeyedLink, LinkTarget } from '../api/request-link-rpc';
import { useLinkTarget } from '../api/use-link-target';
import { InvalidLink } from './invalid-link';
import { OfferMessage } from './offer-message';
import { OfferThrottled } from './offer-throttled';
import { OfferView } from './offer-view';
import { RequestView } from './request-view';

/**
 * The request page with `?ref=…&k=…`: an e-mailed link whose key is either the request's own
 * (the acknowledgement, issue #48: the whole request and how far it got) or its current
 * offer's (issue #37: the offer to answer). One read tells which; a key that is neither is one
 * miss for the client. Loaded lazily by the page, on the client only: the prerendered page
 * stays the form and keeps its first-paint budget.
 */
export default function LinkView({
  link,
  onOpened,
}: {
  link: KeyedLink;
  /** Told what the link opened, for the page's lead. */
  onOpened: (target: LinkTarget['link'] | null) => void;
}) {
  const { t } = useSiteTranslation('request');
  const { state, retry } = useLinkTarget(link);
  const opened = state.status === 'shown' ? state.target.link : null;
  useEffect(() => onOpened(opened), [opened, onOpened]);

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
          {state.refusal === 'invalid' && <InvalidLink text={t('link.invalid')} />}
          {state.refusal === 'throttled' && (
            <Suspense fallback={null}>
              <OfferThrottled />
            </Suspense>
          )}
          {state.refusal === 'down' && (
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
        (state.target.link === 'offer' ? (
          <OfferView link={link} offer={state.target} />
        ) : (
          <RequestView view={state.target} />
        ))}
    </div>
  );
}
