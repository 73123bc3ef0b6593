import { EmailFailureReason } from '@/components/email/email-failure-reason';
import { EmailStatusBadge } from '@/components/email/email-status-badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { PARTY_NAME_KEYS } from '../../links/party-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { EMAIL_FAILURE_TEXT_KEYS, shipmentEmailFailure } from '../api/shipment-email-failure';
import type { ShipmentEmail } from '../api/shipment-email-schema';
import { useResendShipmentEmailMutation } from '../api/use-resend-shipment-email-mutation';
import { EmailRetryNote } from './email-retry-note';

/**
 * One e-mail: to whom, what, where, how far it got and why it failed. A failed status e-mail
 * can be sent again (with the shipment's state now); a failed link cannot (its key is gone),
 * and the row says how to send a new one.
 */
export function ShipmentEmailRow({
  email,
  trackingNumber,
}: {
  email: ShipmentEmail;
  trackingNumber: string;
}) {
  const { t } = useShipmentsTranslation();
  const resend = useResendShipmentEmailMutation(trackingNumber);
  const date = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);
  return (
    <li className="grid gap-1 py-3" data-email-status={email.status}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-900">
        <span className="font-medium">{t(PARTY_NAME_KEYS[email.party])}</span>
        <span aria-hidden="true">·</span>
        <span>{t(`emails.kinds.${email.kind}`)}</span>
        <span aria-hidden="true">·</span>
        <span className="[overflow-wrap:anywhere]">{email.to_address}</span>
        <EmailStatusBadge status={email.status} />
      </p>
      <p className="text-sm text-slate-700">
        <time dateTime={email.created_at}>{date(email.created_at)}</time>
        {email.sent_at && ` · ${t('emails.sentAt', { date: date(email.sent_at) })}`}
        {email.attempts > 1 && ` · ${t('emails.attempts', { count: email.attempts })}`}
      </p>
      <EmailFailureReason email={email} nextStep={(failure) => t(`emails.next.${failure}`)} />
      <EmailRetryNote email={email} />
      {email.status === 'failed' && email.kind === 'link' && (
        <p className="text-sm text-slate-700">{t('emails.linkHint')}</p>
      )}
      {email.status === 'failed' && email.kind === 'status' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending || resend.isSuccess}
            onClick={() => resend.mutate(email.id)}
          >
            {t('emails.resend')}
          </Button>
          {resend.isSuccess && (
            <p role="status" className="text-sm text-slate-700">
              {t('emails.resent')}
            </p>
          )}
        </div>
      )}
      {resend.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('links.errors.withReason', {
            failed: t('emails.resendFailed'),
            reason: t(EMAIL_FAILURE_TEXT_KEYS[shipmentEmailFailure(resend.error)]),
          })}
        </p>
      )}
    </li>
  );
}
