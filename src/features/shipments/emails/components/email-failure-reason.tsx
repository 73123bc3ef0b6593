import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { ShipmentEmail } from '../api/shipment-email-schema';
import { emailSendFailure } from '../email-send-failure';

/**
 * Why an e-mail did not go out, in Romanian, and what to do about it once the worker has given
 * up; the mail server's own answer (English, codes) only behind "Detalii", for whoever has to
 * dig further. Nothing for an e-mail that went out or has not failed yet.
 */
export function EmailFailureReason({
  email,
}: {
  email: Pick<ShipmentEmail, 'status' | 'last_error'>;
}) {
  const { t } = useShipmentsTranslation();
  const cancelled = email.status === 'cancelled';
  if (!cancelled && (email.status === 'sent' || !email.last_error)) return null;
  const failure = emailSendFailure(email.status, email.last_error);
  // While the worker still retries, a next step would be premature.
  const final = cancelled || email.status === 'failed';
  return (
    <div className="grid gap-1 text-sm text-red-800">
      <p>
        {t('emails.reason', {
          reason: t(`emails.failure.reasons.${failure}`),
        })}
        {final && ` ${t(`emails.failure.next.${failure}`)}`}
      </p>
      {email.last_error && (
        <details>
          <summary className="w-fit cursor-pointer text-slate-700 underline">
            {t('emails.failure.details')}
          </summary>
          <p className="mt-1 font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
            {email.last_error}
          </p>
        </details>
      )}
    </div>
  );
}
