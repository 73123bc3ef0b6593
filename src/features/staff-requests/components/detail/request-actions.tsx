import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useLanguageWord } from '@/lib/i18n/use-language-word';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useConvertRequestMutation } from '../../api/use-convert-request-mutation';
import { useRejectRequestMutation } from '../../api/use-reject-request-mutation';
import { canConvert, canReject, canSendOffer } from '../../request-status';
import { useRequestsTranslation } from '../../use-requests-translation';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { OfferDialog } from './offer-dialog';
import { RejectDialog } from './reject-dialog';

type Open = 'offer' | 'reject' | 'spam' | 'convert' | null;

/** What staff can do with the request in its status, each through its own dialog. */
export function RequestActions({ request }: { request: StaffRequestRow }) {
  const { t } = useRequestsTranslation();
  const languageWord = useLanguageWord();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const spam = useRejectRequestMutation(request.reference, true);
  const convert = useConvertRequestMutation(request.reference);
  const { reference, status } = request;
  const close = () => setOpen(null);
  return (
    <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
      {canSendOffer(status) && (
        <Button onClick={() => setOpen('offer')}>
          {request.offer_count > 0 ? t('actions.sendNewOffer') : t('actions.sendOffer')}
        </Button>
      )}
      {canConvert(status) && (
        <Button variant="outline" onClick={() => setOpen('convert')}>
          {t('actions.convert')}
        </Button>
      )}
      {canReject(status) && (
        <>
          <Button variant="outline" onClick={() => setOpen('reject')}>
            {t('actions.reject')}
          </Button>
          <Button variant="outline" onClick={() => setOpen('spam')}>
            {t('actions.spam')}
          </Button>
        </>
      )}

      <OfferDialog request={request} open={open === 'offer'} onClose={close} />
      <RejectDialog request={request} open={open === 'reject'} onClose={close} />
      <ConfirmActionDialog
        request={request}
        open={open === 'spam'}
        texts={{
          title: t('spam.title', { reference }),
          description: t('spam.description'),
          confirm: t('spam.confirm'),
          pending: t('spam.pending'),
        }}
        run={(expectedUpdatedAt, callbacks) =>
          spam.mutate({ expectedUpdatedAt, notifyCustomer: false }, callbacks)
        }
        pending={spam.isPending}
        onDone={() => undefined}
        onClose={close}
      />
      <ConfirmActionDialog
        request={request}
        open={open === 'convert'}
        texts={{
          title: t('convert.title', { reference }),
          // Who gets what, so the clerk knows before confirming (issue #49).
          description: [
            t('convert.description', {
              email: request.email,
              language: languageWord(request.language),
            }),
            t(request.status_emails ? 'convert.statusEmailsOn' : 'convert.statusEmailsOff'),
          ].join(' '),
          confirm: t('convert.confirm'),
          pending: t('convert.pending'),
        }}
        run={(expected, callbacks) => convert.mutate(expected, callbacks)}
        pending={convert.isPending}
        onDone={(id: string) =>
          void navigate(`${ADMIN_PATHS.shipments}?q=${encodeURIComponent(id)}`)
        }
        onClose={close}
      />
    </div>
  );
}
