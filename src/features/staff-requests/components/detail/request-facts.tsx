import { formatNumber } from '@/lib/i18n/format';
import { formatDay } from '@/lib/i18n/format-day';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { StaffRequestRow } from '../../api/request-rpc';
import { useRequestWords } from '../../use-request-words';
import { useRequestsTranslation } from '../../use-requests-translation';
import { FactList } from './fact-list';
import { ListingLink } from './listing-link';

const number = (value: number) => formatNumber(value, ADMIN_LANGUAGE);

/**
 * Everything the customer sent, grouped: client, load, route and dates, escrow, message; every
 * stored code in words. Not the sender's IP address and network: they serve the limits only.
 */
export function RequestFacts({ request: r }: { request: StaffRequestRow }) {
  const { t } = useRequestsTranslation();
  const words = useRequestWords();
  const meters = (value: number | null) =>
    value === null ? '?' : t('detail.meters', { value: number(value) });
  const place = (address: string | null, postcode: string | null, town: string, country: string) =>
    [address, `${postcode ? `${postcode} ` : ''}${town}`, words.country(country)]
      .filter(Boolean)
      .join(', ');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactList
        title={t('detail.sections.client')}
        facts={[
          { label: t('detail.fields.name'), value: r.name },
          { label: t('detail.fields.company'), value: r.company },
          {
            label: t('detail.fields.email'),
            value: (
              <a className="text-blue-900 underline" href={`mailto:${r.email}`}>
                {r.email}
              </a>
            ),
          },
          {
            label: t('detail.fields.phone'),
            value: r.phone && (
              <a className="text-blue-900 underline" href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>
                {r.phone}
              </a>
            ),
          },
          { label: t('detail.fields.language'), value: words.language(r.language) },
        ]}
      />
      <FactList
        title={t('detail.sections.load')}
        facts={[
          { label: t('detail.fields.kind'), value: words.kind(r.kind) },
          { label: t('detail.fields.goods'), value: r.goods },
          { label: t('detail.fields.quantity'), value: number(r.quantity) },
          {
            label: t('detail.fields.dimensions'),
            value:
              r.length_m === null && r.width_m === null && r.height_m === null
                ? null
                : `${meters(r.length_m)} × ${meters(r.width_m)} × ${meters(r.height_m)}`,
          },
          {
            label: t('detail.fields.weight'),
            value:
              r.weight_kg === null ? null : t('detail.kilograms', { value: number(r.weight_kg) }),
          },
          {
            label: t('detail.fields.value'),
            value: r.value_eur === null ? null : t('detail.euros', { value: number(r.value_eur) }),
          },
          { label: t('detail.fields.details'), value: words.answers(r).join(', ') },
        ]}
      />
      <FactList
        title={t('detail.sections.route')}
        facts={[
          {
            label: t('detail.fields.pickup'),
            value: place(r.pickup_address, r.pickup_postcode, r.pickup_town, r.pickup_country),
          },
          { label: t('request.labels.pickupLoading'), value: words.loading(r.pickup_loading) },
          {
            label: t('detail.fields.delivery'),
            value: place(
              r.delivery_address,
              r.delivery_postcode,
              r.delivery_town,
              r.delivery_country,
            ),
          },
          { label: t('request.labels.deliveryLoading'), value: words.loading(r.delivery_loading) },
          { label: t('request.labels.earliestPickup'), value: formatDay(r.earliest_pickup) },
          {
            label: t('request.labels.latestDelivery'),
            value: r.latest_delivery && formatDay(r.latest_delivery),
          },
        ]}
      />
      <FactList
        title={t('detail.sections.escrow')}
        facts={[
          { label: t('detail.fields.escrow'), value: t(r.escrow ? 'detail.yes' : 'detail.no') },
          {
            label: t('detail.fields.listing'),
            value: r.listing_url && <ListingLink url={r.listing_url} />,
          },
        ]}
      />
      <section className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('detail.sections.message')}</h2>
        <p
          data-message=""
          className="text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
        >
          {r.message || t('detail.none')}
        </p>
      </section>
    </div>
  );
}
