import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { RequestForm } from './request-form';
import { RequestSuccess } from './request-success';

/** The offer behind an e-mailed link: its own chunk, fetched only when a link is opened. */
const OfferView = lazy(() => import('./offer-view'));

const never = () => () => {};

/**
 * The public transport request (issue #36): the form, then the reference once it is sent.
 * With `?ref=…&k=…` (the offer e-mail's link, issue #37) it shows the offer instead, on the
 * client only: the prerendered HTML and hydration stay the form's (false on the server and
 * while hydrating, true after if there is a link; without one it stays false, so the hydrated
 * form is not rendered a second time, synchronously, in the hydration's task: the page's
 * longest, issue #49). The key stays in the URL on purpose: dropping it
 * (history.replaceState) would turn a reload or the back button into the empty form, and
 * keeping it elsewhere would store it; the page never puts it in the title, a log or
 * analytics, and the site's referrer policy sends other sites the origin only.
 */
export function RequestPage() {
  const { t } = useSiteTranslation('request');
  const { t: tCommon } = useSiteTranslation();
  const [reference, setReference] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { search } = useLocation();
  const link = useMemo(() => {
    const params = new URLSearchParams(search);
    const [ref, key] = [params.get('ref')?.trim(), params.get('k')?.trim()];
    return ref && key ? { reference: ref, key } : null;
  }, [search]);
  const offerShown = useSyncExternalStore(
    never,
    () => link !== null,
    () => false,
  );
  const offer = offerShown ? link : null;
  return (
    <>
      <PageHero title={tCommon('meta.request.title')} lead={t(offer ? 'offer.lead' : 'lead')} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        {offer ? (
          <Suspense fallback={null}>
            <OfferView link={offer} />
          </Suspense>
        ) : reference ? (
          <RequestSuccess
            reference={reference}
            onAnother={() => {
              setReference(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <RequestForm key={round} onSent={setReference} />
        )}
      </div>
    </>
  );
}
