import { useId, useState } from 'react';

import { useLanguageWord } from '@/lib/i18n/use-language-word';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useRejectRequestMutation } from '../../api/use-reject-request-mutation';
import { useRequestsTranslation } from '../../use-requests-translation';
import { ConfirmActionDialog } from './confirm-action-dialog';

/**
 * "Respinge": says that the customer is told, politely and in their language, at which address
 * (issue #49), with the choice not to tell them (a request that is not quite spam); marking as
 * spam never e-mails (its own dialog).
 */
export function RejectDialog({
  request,
  open,
  onClose,
}: {
  request: StaffRequestRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useRequestsTranslation();
  const languageWord = useLanguageWord();
  const reject = useRejectRequestMutation(request.reference, false);
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const id = useId();
  const close = () => {
    setNotifyCustomer(true);
    onClose();
  };
  return (
    <ConfirmActionDialog
      request={request}
      open={open}
      texts={{
        title: t('reject.title', { reference: request.reference }),
        description: notifyCustomer
          ? t('reject.description', {
              email: request.email,
              language: languageWord(request.language),
            })
          : t('reject.descriptionSilent'),
        confirm: t('reject.confirm'),
        pending: t('reject.pending'),
      }}
      run={(expectedUpdatedAt, callbacks) =>
        reject.mutate({ expectedUpdatedAt, notifyCustomer }, callbacks)
      }
      pending={reject.isPending}
      onDone={() => undefined}
      onClose={close}
    >
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={notifyCustomer}
          disabled={reject.isPending}
          onChange={(event) => setNotifyCustomer(event.target.checked)}
          className="size-5 shrink-0 accent-blue-800"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t('reject.notify')}
        </label>
      </div>
    </ConfirmActionDialog>
  );
}
