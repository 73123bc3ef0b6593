import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { ShipmentEmail } from '../api/shipment-email-schema';

/**
 * An e-mail waiting for its next try after a temporary failure (the mail server was away):
 * when that is, and until when it keeps being tried before it fails (a day after it was
 * queued, 20261127100000). Nothing for any other e-mail.
 */
export function EmailRetryNote({ email }: { email: ShipmentEmail }) {
  const { t } = useShipmentsTranslation();
  if (email.status !== 'queued' || !email.next_attempt_at || !email.retry_until) return null;
  const date = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);
  return (
    <p className="text-sm text-slate-700">
      {t('emails.retrying', {
        until: date(email.retry_until),
        next: date(email.next_attempt_at),
      })}
    </p>
  );
}
