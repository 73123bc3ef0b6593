import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

import { PageHero } from '@/components/layout/page-hero';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { SentRequest } from '../api/transport-request-rpc';
import type { LinkLead } from './link-lead';
import { RequestForm } from './request-form';
import { RequestSuccess } from './request-success';

/** What an e-mailed link opens: its own chunk, fetched only when a link is opened. */
const LinkView = lazy(() => import('./link-view'));

const never = () => () => {};

/**
 * The public transport request (issue #36): the form, then the reference once it is sent.
 * With `?ref=…&k=…` (the link of the acknowledgement or the rejection, issues #48, #49, or of an
 * offer e-mail, issue #37) it shows the request or the offer instead, its lead saying which and
 * how things stand, on the client only: the prerendered HTML and
 * hydration stay the form's (false on the server and while hydrating, true after if there is a
 * link; without one it stays false, so the hydrated form is not rendered a second time,
 * synchronously, in the hydration's task: the page's longest, issue #49). The key stays in the
 * URL on purpose: dropping it (history.replaceState) would turn a reload or the back button
 * into the empty form, and keeping it elsewhere would store it; the page never puts it in the
 * title, a log or analytics, and the site's referrer policy sends other sites the origin only.
 */
export function RequestPage() {
  const { t } = useSiteTranslation('request');
  const { t: tCommon } = useSiteTranslation();
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [round, setRound] = useState(0);
  const { search } = useLocation();
  const link = useMemo(() => {
    const params = new URLSearchParams(search);
    const [ref, key] = [params.get('ref')?.trim(), params.get('k')?.trim()];
    return ref && key ? { reference: ref, key } : null;
  }, [search]);
  const linkShown = useSyncExternalStore(
    never,
    () => link !== null,
    () => false,
  );
  const opened = linkShown ? link : null;
  const [linkLead, setLinkLead] = useState<LinkLead | null>(null);
  const lead = !opened ? t('lead') : linkLead ? t(`link.leads.${linkLead}`) : undefined;
  return (
    <>
      <PageHero title={tCommon('meta.request.title')} lead={lead} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        {opened ? (
          <Suspense fallback={null}>
            <LinkView link={opened} onLead={setLinkLead} />
          </Suspense>
        ) : sent ? (
          <RequestSuccess
            sent={sent}
            onAnother={() => {
              setSent(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <RequestForm key={round} onSent={setSent} />
        )}
      </div>
    </>
  );
}
