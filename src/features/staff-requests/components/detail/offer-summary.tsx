import { Link } from 'react-router-dom';

import { formatDateTime } from '@/lib/i18n/format';
import { formatDay } from '@/lib/i18n/format-day';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useRequestsTranslation } from '../../use-requests-translation';
import { FactList } from './fact-list';

/** The current offer and the customer's answer; the shipment once converted. */
export function OfferSummary({ request: r }: { request: StaffRequestRow }) {
  const { t } = useRequestsTranslation();
  const when = (value: string | null) => value && formatDateTime(value, ADMIN_LANGUAGE);
  return (
    <div className="grid gap-4">
      {r.offer_sent_at === null ? (
        <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.offer')}</h2>
          <p className="text-sm text-slate-700">{t('detail.noOffer')}</p>
        </section>
      ) : (
        <FactList
          title={t('detail.sections.offer')}
          facts={[
            { label: t('detail.fields.offerNumber'), value: String(r.offer_count) },
            {
              label: t('detail.fields.price'),
              value: <span className="whitespace-pre-wrap">{r.offer_price}</span>,
            },
            {
              label: t('detail.fields.validUntil'),
              value: r.offer_valid_until && formatDay(r.offer_valid_until),
            },
            {
              label: t('detail.fields.note'),
              value: r.offer_note && <span className="whitespace-pre-wrap">{r.offer_note}</span>,
            },
            {
              label: t('detail.fields.sentAt'),
              value: t('detail.sentBy', {
                date: when(r.offer_sent_at),
                who: r.offer_sent_by ?? '',
              }),
            },
            { label: t('detail.fields.answeredAt'), value: when(r.answered_at) },
            { label: t('detail.fields.declineReason'), value: r.decline_reason },
            {
              label: t('detail.fields.statusEmails'),
              value: t(r.status_emails ? 'detail.yes' : 'detail.no'),
            },
          ]}
        />
      )}
      {r.shipment_id && (
        <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.shipment')}</h2>
          <p className="text-sm">
            <Link
              className="font-medium text-blue-900 underline"
              to={`${ADMIN_PATHS.shipments}?q=${encodeURIComponent(r.shipment_id)}`}
            >
              {t('detail.openShipment', { id: r.shipment_id })}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
