import { Banknote, History, Info, Package, Printer, UserRound } from 'lucide-react';
import type { RefObject } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { TrackedShipment } from '../api/tracked-shipment';
import { CopyLinkButton } from './copy-link-button';
import { Field, RESULT_ACTION_CLASS, ResultCard } from './result-card';
import { RouteHistory } from './route-history';
import { ShipmentMapCard } from './shipment-map-card';
import { StatusProgress } from './status-progress';
import { StatusText } from './status-text';

/** Everything a customer may see of their shipment (SPEC §2 Tracking). */
export function ShipmentResult({
  shipment,
  trackingNumber,
  headingRef,
}: {
  shipment: TrackedShipment;
  trackingNumber: string;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useSiteTranslation('tracking');
  const { history, currentposition: position } = shipment;
  const id = shipment.id ?? trackingNumber;
  return (
    <article aria-labelledby="shipment-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="shipment-heading"
          ref={(node) => {
            headingRef.current = node;
          }}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-all text-blue-950 outline-none"
        >
          {t('result.heading', { id })}
        </h2>
        <div className="flex gap-2 print:hidden">
          <CopyLinkButton trackingNumber={id} />
          <button type="button" onClick={() => window.print()} className={RESULT_ACTION_CLASS}>
            <Printer aria-hidden="true" className="size-4" />
            {t('result.print')}
          </button>
        </div>
      </div>
      <StatusProgress status={shipment.status} historyStatuses={history.map((h) => h.status)} />
      <div className="grid gap-6 md:grid-cols-2">
        <ResultCard title={t('result.shipper')} icon={UserRound}>
          <dl>
            <Field label={t('result.name')} value={shipment.shippername} />
            <Field label={t('result.pickupAddress')} value={shipment.shipperaddress} />
          </dl>
        </ResultCard>
        <ResultCard title={t('result.recipient')} icon={UserRound}>
          <dl>
            <Field label={t('result.name')} value={shipment.recipientname} />
            <Field label={t('result.deliveryAddress')} value={shipment.recipientaddress} />
          </dl>
        </ResultCard>
        <ResultCard title={t('result.details')} icon={Package}>
          <dl>
            <Field label={t('result.trackingNumber')} value={id} />
            <div className="py-2">
              <dt className="text-sm text-slate-600">{t('result.status')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                <StatusText value={shipment.status} />
              </dd>
            </div>
            <Field label={t('result.goods')} value={shipment.transportedgoods} />
            <Field label={t('result.accessories')} value={shipment.accessories} />
          </dl>
          {shipment.info?.trim() && (
            <div className="mt-4 flex gap-2 rounded-lg bg-blue-50 p-3 text-blue-950">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p className="text-sm font-semibold">{t('result.info')}</p>
                <p className="text-sm break-words whitespace-pre-line">{shipment.info}</p>
              </div>
            </div>
          )}
        </ResultCard>
        <ResultCard title={t('result.financial')} icon={Banknote}>
          <dl>
            <Field label={t('result.purchasePrice')} value={shipment.purchaseprice} />
            <Field label={t('result.shippingCosts')} value={shipment.shippingcosts} />
            <Field label={t('result.additionalServices')} value={shipment.additionalservices} />
            <Field label={t('result.totalAmount')} value={shipment.totalamount} />
            <Field label={t('result.paymentMethod')} value={shipment.paymentmethod} />
          </dl>
        </ResultCard>
        <ResultCard title={t('result.history')} icon={History} className="md:col-span-2">
          <RouteHistory entries={history} />
        </ResultCard>
        {position && <ShipmentMapCard position={position} title={t('result.heading', { id })} />}
      </div>
    </article>
  );
}
