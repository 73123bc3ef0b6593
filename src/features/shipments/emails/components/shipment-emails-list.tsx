import { useShipmentsTranslation } from '../../use-shipments-translation';
import { useShipmentEmails } from '../api/use-shipment-emails';
import { ShipmentEmailRow } from './shipment-email-row';
import { UnsubscribeList } from './unsubscribe-list';

/**
 * The shipment's e-mails, newest first (issue #26: staff see what was sent), and the
 * customers' unsubscribes. Mounted only while its tab is open.
 */
export function ShipmentEmailsList({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useShipmentsTranslation();
  const emails = useShipmentEmails(trackingNumber);
  return (
    <div className="grid gap-4">
      {emails.isPending && (
        <p role="status" className="text-slate-600">
          {t('emails.loading')}
        </p>
      )}
      {emails.isError && (
        <p role="alert" className="text-red-800">
          {t('emails.loadFailed')}
        </p>
      )}
      {emails.isSuccess && emails.data.length === 0 && (
        <p className="text-slate-700">{t('emails.empty')}</p>
      )}
      {emails.isSuccess && emails.data.length > 0 && (
        <ol aria-label={t('emails.caption')} className="divide-y divide-slate-200">
          {emails.data.map((email) => (
            <ShipmentEmailRow key={email.id} email={email} trackingNumber={trackingNumber} />
          ))}
        </ol>
      )}
      <UnsubscribeList trackingNumber={trackingNumber} />
    </div>
  );
}
