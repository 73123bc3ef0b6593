import { Mail } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useLanguageWord } from '@/lib/i18n/use-language-word';
import type { Language } from '#common/languages';

import { useShipment } from '../../api/use-shipment';
import {
  EMAIL_FAILURE_TEXT_KEYS,
  shipmentEmailFailure,
} from '../../emails/api/shipment-email-failure';
import type { CreatedLink, Party } from '../api/tracking-link-schema';
import { useSendTrackingLinkEmailMutation } from '../api/use-send-tracking-link-email-mutation';
import { useLinkTexts } from './use-link-texts';

/**
 * "Trimite pe e-mail" (issue #26): a new link for the party, sent to the address saved for it
 * in its language; the one shown until now stops working. Without a saved address the button
 * is disabled and the hint says where to add one.
 */
export function SendLinkEmail({
  trackingNumber,
  party,
  onSent,
}: {
  trackingNumber: string;
  party: Party;
  /** The new link (its key shown once) and the language it was sent in. */
  onSent: (link: CreatedLink, lang: Language) => void;
}) {
  const { t, partyWord } = useLinkTexts();
  const languageWord = useLanguageWord();
  const hintId = useId();
  const shipment = useShipment(trackingNumber);
  const send = useSendTrackingLinkEmailMutation(trackingNumber);
  const saved = shipment.data;
  const address = saved ? saved[`${party}email`] : null;
  const lang = saved ? saved[`${party}language`] : null;

  let hint = t('links.email.checking');
  if (saved === null || shipment.isError) hint = t('links.email.unknown');
  else if (saved && (!address || !lang)) {
    hint = t('links.email.noAddress', { party: partyWord(party) });
  } else if (address && lang) {
    hint = t('links.email.hint', { address, language: languageWord(lang) });
  }

  const sendNow = () => {
    if (!address || !lang) return;
    send.mutate(party, {
      onSuccess: (created) => {
        toast({
          title: t('links.email.sentTitle'),
          description: t('links.email.sent', { address }),
        });
        onSent(created, lang);
      },
    });
  };

  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4">
      <p id={hintId} className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {hint}
      </p>
      <div>
        <Button
          variant="outline"
          disabled={!address || send.isPending}
          aria-describedby={hintId}
          onClick={sendNow}
        >
          <Mail aria-hidden="true" className="size-4" />
          {send.isPending ? t('links.email.sending') : t('links.email.send')}
        </Button>
      </div>
      {send.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('links.errors.withReason', {
            failed: t('links.email.failed'),
            reason: t(EMAIL_FAILURE_TEXT_KEYS[shipmentEmailFailure(send.error)]),
          })}
        </p>
      )}
    </div>
  );
}
