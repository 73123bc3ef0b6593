import type { Ref } from 'react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { Language } from '#common/languages';
import { REQUEST_RULES, type RequestKind } from '#common/requests/request-rules';

import type { OfferPlace, OpenOffer } from '../api/transport-offer-rpc';
import { countryText, dayText, dimensionsText, weightText } from './detail-format';
import { DetailRow as Row } from './detail-row';

function placeText(place: OfferPlace, lang: Language): string {
  const town = [place.postcode, place.town].filter(Boolean).join(' ');
  return `${town}, ${countryText(place.country, lang)}`;
}

/**
 * The offer as staff wrote it (price exactly as typed, the note with its line breaks, text
 * never HTML) and a summary of the request it answers.
 */
export function OfferDetails({
  offer,
  headingRef,
}: {
  offer: OpenOffer;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const { request } = offer;
  const kind = (REQUEST_RULES.kinds as readonly string[]).includes(request.kind)
    ? t(`kinds.${request.kind as RequestKind}`)
    : request.kind;
  const dimensions = dimensionsText([request.length_m, request.width_m, request.height_m], lang);
  const weight = request.weight_kg === null ? null : weightText(request.weight_kg, lang);
  return (
    <section aria-labelledby="offer-heading" className="grid gap-8">
      <h2
        id="offer-heading"
        ref={headingRef}
        tabIndex={-1}
        className="rounded-md text-2xl font-bold text-blue-950 focus:outline-2 focus:outline-offset-4 focus:outline-blue-900 sm:text-3xl"
      >
        {t('offer.heading', { reference: offer.reference })}
      </h2>
      <dl className="grid gap-4 rounded-2xl border border-blue-200 bg-blue-50 p-6 text-lg">
        <Row term={t('offer.price')} value={offer.offer.price} />
        <Row term={t('offer.validUntil')} value={dayText(offer.offer.valid_until, lang)} />
        {offer.offer.note && <Row term={t('offer.note')} value={offer.offer.note} />}
      </dl>
      <section aria-labelledby="offer-summary-heading" className="grid gap-4">
        <h3 id="offer-summary-heading" className="text-xl font-semibold text-blue-950">
          {t('offer.summary')}
        </h3>
        <dl className="grid gap-3">
          <Row term={t('offer.customer')} value={request.name} />
          <Row term={t('offer.load')} value={`${request.quantity} × ${request.goods} (${kind})`} />
          {dimensions && <Row term={t('offer.dimensions')} value={dimensions} />}
          {weight !== null && (
            <Row
              term={t('offer.weight')}
              // The form asks for one unit's weight: beside "2 ×" it must not read as the total.
              value={request.quantity > 1 ? t('offer.weightEach', { weight }) : weight}
            />
          )}
          <Row term={t('fields.pickup')} value={placeText(request.pickup, lang)} />
          <Row term={t('fields.delivery')} value={placeText(request.delivery, lang)} />
          {request.earliest_pickup && (
            <Row term={t('fields.earliestPickup')} value={dayText(request.earliest_pickup, lang)} />
          )}
          {request.latest_delivery && (
            <Row term={t('fields.latestDelivery')} value={dayText(request.latest_delivery, lang)} />
          )}
          <Row term={t('sections.escrow')} value={request.escrow ? t('yes') : t('no')} />
        </dl>
      </section>
    </section>
  );
}
