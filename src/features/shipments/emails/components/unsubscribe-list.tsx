import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useShipmentChanges } from '../../api/use-shipment-changes';
import { PARTY_WORD_KEYS } from '../../links/party-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { unsubscribes } from '../unsubscribes';

/**
 * "Dezabonări": when a party stopped its status e-mails from the link in one (the audit
 * trail's changes by actor 'unsubscribe link'). Nothing while there are none.
 */
export function UnsubscribeList({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useShipmentsTranslation();
  const changes = useShipmentChanges(trackingNumber);
  const found = changes.data ? unsubscribes(changes.data) : [];
  if (found.length === 0) return null;
  return (
    <section className="grid gap-1">
      <h3 className="font-semibold text-slate-900">{t('emails.unsubscribes')}</h3>
      <ul className="grid gap-1 text-sm text-slate-700">
        {found.map(({ id, party, at }) => (
          <li key={`${id}:${party}`}>
            {t('emails.unsubscribed', {
              date: formatDateTime(at, ADMIN_LANGUAGE),
              party: t(PARTY_WORD_KEYS[party]),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
