import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { toast } from '@/components/ui/toast-store';
import type { Language } from '#common/languages';

import { publicTrackingUrl } from '../../public-tracking-url';
import { FAILURE_TEXT_KEYS, trackingLinkFailure } from '../api/tracking-link-failure';
import type { CreatedLink, Party, TrackingLink } from '../api/tracking-link-schema';
import { useCreateTrackingLinkMutation } from '../api/use-create-tracking-link-mutation';
import { useTrackingLinks } from '../api/use-tracking-links';
import { CreatedLinkView } from './created-link-view';
import { ExistingLinkView } from './existing-link-view';
import { LinkError } from './link-error';
import { SendLinkEmail } from './send-link-email';
import { useLinkTexts } from './use-link-texts';

/**
 * The language a new link opens in until staff choose the customer's: English, the one most
 * readers across Europe share (the page's language switcher keeps the key).
 */
const FIRST_LINK_LANGUAGE: Language = 'en';

/**
 * What the link dialog shows for one party: the links are asked for afresh; without a working
 * one a link is created at once (copied, with a toast); with one, its details. A colleague's
 * link created in between (link_exists) shows as that party's existing link.
 */
export function PartyLinkContent({
  trackingNumber,
  party,
}: {
  trackingNumber: string;
  party: Party;
}) {
  const { t, partyWord } = useLinkTexts();
  const links = useTrackingLinks(trackingNumber);
  const create = useCreateTrackingLinkMutation(trackingNumber);
  const [lang, setLang] = useState<Language>(FIRST_LINK_LANGUAGE);
  // The link "Trimite pe e-mail" made: it replaced any other, so it is the one to show.
  const [sent, setSent] = useState<CreatedLink | null>(null);
  const sendEmail = (
    <SendLinkEmail
      trackingNumber={trackingNumber}
      party={party}
      onSent={(link, sentIn) => {
        setSent(link);
        setLang(sentIn);
      }}
    />
  );
  const current = links.data?.find((link) => link.party === party && link.state === 'active');
  // Answered since the dialog opened: a cached list may predate a colleague's link.
  const fresh = links.isSuccess && links.isFetchedAfterMount && !links.isFetching;

  const { mutate } = create;
  const copyNew = async ({ key }: CreatedLink) => {
    const word = partyWord(party);
    try {
      await navigator.clipboard.writeText(publicTrackingUrl(trackingNumber, lang, key));
      toast({
        title: t('links.created.createdTitle'),
        description: t('links.created.createdAndCopied', { party: word }),
      });
    } catch (error) {
      console.error(error);
      toast({
        title: t('links.created.createdTitle'),
        description: t('links.created.createdNotCopied', { party: word }),
      });
    }
  };
  const createLink = (replace: boolean) =>
    mutate({ party, replace }, { onSuccess: (created) => void copyNew(created) });

  // Once per opening (the ref outlives StrictMode's second effect run): a second create would
  // meet the first one's link and lose its key.
  const started = useRef(false);
  const onFreshLinks = useEffectEvent((all: TrackingLink[]) => {
    if (started.current) return;
    if (all.some((link) => link.party === party && link.state === 'active')) return;
    started.current = true;
    createLink(false);
  });
  useEffect(() => {
    if (fresh && links.data) onFreshLinks(links.data);
  }, [fresh, links.data]);

  const failure = create.isError ? trackingLinkFailure(create.error) : null;

  const shownKey = sent?.key ?? (create.isSuccess ? create.data.key : null);
  if (shownKey !== null) {
    return (
      <div className="grid gap-6">
        <CreatedLinkView
          // A new key is a new view: its address field takes the focus again.
          key={shownKey}
          trackingNumber={trackingNumber}
          party={party}
          linkKey={shownKey}
          lang={lang}
          onLanguageChange={setLang}
        />
        {sendEmail}
      </div>
    );
  }
  if (create.isPending) {
    return <Status text={t('links.dialog.creating')} />;
  }
  if (failure !== null && failure !== 'exists') {
    return (
      <LinkError
        message={t('links.errors.withReason', {
          failed: t('links.errors.createFailed'),
          reason: t(FAILURE_TEXT_KEYS[failure]),
        })}
        onRetry={() => createLink(create.variables?.replace ?? false)}
      />
    );
  }
  if (links.isError) {
    return (
      <LinkError
        message={t('links.panel.loadFailed')}
        onRetry={() => void links.refetch()}
        retrying={links.isFetching}
      />
    );
  }
  if (current && fresh) {
    return (
      <div className="grid gap-6">
        <ExistingLinkView link={current} onReplace={() => createLink(true)} />
        {sendEmail}
      </div>
    );
  }
  if (failure === 'exists' && fresh) {
    // The colleague's link is gone again already: say so, and let staff try once more.
    return <LinkError message={t('links.errors.unexpected')} onRetry={() => createLink(false)} />;
  }
  return <Status text={t('links.dialog.checking')} />;
}

function Status({ text }: { text: string }) {
  return (
    <p role="status" className="text-slate-600">
      {text}
    </p>
  );
}
