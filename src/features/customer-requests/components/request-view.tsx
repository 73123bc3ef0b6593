import { type ReactNode, useEffect, useRef } from 'react';

import { formatDateTime, formatNumber } from '@/lib/i18n/format';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { FORMAT_LOCALES, type Language } from '#common/languages';
import type { RequestPlace } from '#common/requests/request-payload';
import { type LoadingMethod, REQUEST_RULES } from '#common/requests/request-rules';

import type { RequestView as RequestViewData } from '../api/request-link-rpc';
import { countryText, dayText, dimensionsText, weightText } from './detail-format';
import { DetailRow } from './detail-row';

type Fact = [term: string, value: string | null];

/** The facts given, in order; those not given are left out. */
function Facts({ facts }: { facts: Fact[] }) {
  const given = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <dl className="grid gap-3">
      {given.map(([term, value]) => (
        <DetailRow key={term} term={term} value={value} />
      ))}
    </dl>
  );
}

function Group({
  heading,
  level = 3,
  children,
}: {
  heading: string;
  level?: 3 | 4;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="grid gap-3">
      <Heading
        className={
          level === 3 ? 'text-xl font-semibold text-blue-950' : 'font-semibold text-blue-950'
        }
      >
        {heading}
      </Heading>
      {children}
    </section>
  );
}

function languageName(code: string, lang: Language): string {
  return new Intl.DisplayNames([FORMAT_LOCALES[lang]], { type: 'language' }).of(code) ?? code;
}

/**
 * The request behind the acknowledgement's link (issue #48): how far it got, then everything
 * the customer sent, in the form's own words and the reader's formats. Every value is text,
 * never HTML or a link: the visitor typed it.
 */
export function RequestView({ view }: { view: RequestViewData }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { request } = view;
  const title = t('view.heading', { reference: view.reference });
  const yesNo = (value: boolean | null) => (value === null ? null : value ? t('yes') : t('no'));
  const kind = (REQUEST_RULES.kinds as readonly string[]).includes(request.kind)
    ? t(`kinds.${request.kind}`)
    : request.kind;
  const place = (end: RequestPlace, loading: [question: string, method: LoadingMethod]): Fact[] => [
    [t('fields.address'), end.address],
    [t('fields.postcode'), end.postcode],
    [t('fields.town'), end.town],
    [t('fields.country'), countryText(end.country, lang)],
    [loading[0], t(`loadingMethods.${loading[1]}`)],
  ];

  return (
    <section aria-labelledby="request-view-heading" className="grid gap-10">
      {/* What opened, for screen readers; the heading takes the focus as well. */}
      <p aria-live="polite" className="sr-only">
        {title}
      </p>
      <div className="grid gap-2">
        <h2
          id="request-view-heading"
          ref={heading}
          tabIndex={-1}
          className="rounded-md text-2xl font-bold text-blue-950 focus:outline-2 focus:outline-offset-4 focus:outline-blue-900 sm:text-3xl"
        >
          {title}
        </h2>
        <p className="text-slate-700">
          {t('view.receivedAt', { date: formatDateTime(view.received_at, lang) })}
        </p>
      </div>
      <div
        data-testid="request-state"
        className="grid gap-2 rounded-2xl border border-blue-200 bg-blue-50 p-6 text-lg"
      >
        <p className="font-semibold text-blue-950">
          {t('view.status')}: {t(`view.states.${view.state}.heading`)}
        </p>
        <p className="text-slate-800">{t(`view.states.${view.state}.text`)}</p>
      </div>
      <Group heading={t('sections.who')}>
        <Facts
          facts={[
            [t('fields.name'), request.name],
            [t('fields.company'), request.company],
            [t('fields.email'), request.email],
            [t('fields.phone'), request.phone],
            [t('fields.language'), languageName(request.language, lang)],
          ]}
        />
      </Group>
      <Group heading={t('sections.what')}>
        <Facts
          facts={[
            [t('fields.kind'), kind],
            [t('fields.drivable'), yesNo(request.drivable)],
            [
              t('fields.runningGear'),
              request.running_gear && t(`runningGear.${request.running_gear}`),
            ],
            [t('fields.withAttachments'), yesNo(request.with_attachments)],
            [
              t('fields.containerSize'),
              request.container_size && t(`containerSizes.${request.container_size}`),
            ],
            [
              t('fields.containerLoaded'),
              request.container_loaded === null
                ? null
                : t(`containerLoaded.${request.container_loaded ? 'yes' : 'no'}`),
            ],
            [t('fields.goods'), request.goods],
            [t('fields.quantity'), String(request.quantity)],
            [
              t('offer.dimensions'),
              dimensionsText([request.length_m, request.width_m, request.height_m], lang),
            ],
            [
              t('offer.weight'),
              request.weight_kg === null
                ? null
                : request.quantity > 1
                  ? t('offer.weightEach', { weight: weightText(request.weight_kg, lang) })
                  : weightText(request.weight_kg, lang),
            ],
            [
              t('fields.value'),
              request.value_eur === null
                ? null
                : formatNumber(Number(request.value_eur), lang, {
                    style: 'currency',
                    currency: 'EUR',
                    maximumFractionDigits: 0,
                  }),
            ],
            [t('fields.listingUrl'), request.listing_url],
          ]}
        />
      </Group>
      <Group heading={t('sections.where')}>
        <Group heading={t('fields.pickup')} level={4}>
          <Facts
            facts={place(request.pickup, [t('fields.pickupLoading'), request.pickup_loading])}
          />
        </Group>
        <Group heading={t('fields.delivery')} level={4}>
          <Facts
            facts={place(request.delivery, [t('fields.deliveryLoading'), request.delivery_loading])}
          />
        </Group>
        <Facts
          facts={[
            [t('fields.earliestPickup'), dayText(request.earliest_pickup, lang)],
            [
              t('fields.latestDelivery'),
              request.latest_delivery === null ? null : dayText(request.latest_delivery, lang),
            ],
          ]}
        />
      </Group>
      <Group heading={t('sections.escrow')}>
        <Facts facts={[[t('fields.escrow'), yesNo(request.escrow)]]} />
      </Group>
      {request.message && (
        <Group heading={t('sections.message')}>
          <Facts facts={[[t('fields.message'), request.message]]} />
        </Group>
      )}
    </section>
  );
}
