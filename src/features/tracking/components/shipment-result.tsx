import { Banknote, Info, UserRound } from 'lucide-react';
import { lazy, type RefObject, Suspense } from 'react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { TrackedShipment } from '../api/tracked-shipment';
import { dimensionsText, weightText } from './load-size-text';
import { Field, ResultCard } from './result-card';
import { ResultLayout } from './result-layout';
import { ShipmentDetailsCard } from './shipment-details-card';

// The proof (issue #52) only a party link's answer carries, with its texts in their own bundle:
// a chunk of its own, fetched when there are reports to show, never in the page's first paint.
const ProofSection = lazy(() =>
  import('./proof/proof-section').then((m) => ({ default: m.ProofSection })),
);

// The escrow panel (issue #53), likewise: only for a party link's answer that carries one.
const EscrowSection = lazy(() =>
  import('./escrow/escrow-section').then((m) => ({ default: m.EscrowSection })),
);

/**
 * Everything a customer may see of their shipment (SPEC §2 Tracking), for an answer with full
 * access (DECISIONS 18). `partyKey` is the key that opened it, kept in the copied link.
 */
export function ShipmentResult({
  shipment,
  trackingNumber,
  partyKey,
  headingRef,
}: {
  shipment: TrackedShipment;
  trackingNumber: string;
  partyKey: string | undefined;
  headingRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const id = shipment.id ?? trackingNumber;
  const dimensions = dimensionsText(shipment, lang);
  const weight = weightText(shipment, lang);
  return (
    <ResultLayout shipment={shipment} id={id} shareKey={partyKey} headingRef={headingRef}>
      {partyKey && shipment.escrow && (
        <Suspense fallback={null}>
          <EscrowSection escrow={shipment.escrow} trackingNumber={id} partyKey={partyKey} />
        </Suspense>
      )}
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
      <ShipmentDetailsCard
        id={id}
        shipment={shipment}
        fields={
          <>
            <Field label={t('result.goods')} value={shipment.transportedgoods} />
            <Field label={t('result.accessories')} value={shipment.accessories} />
            {dimensions && <Field label={t('result.dimensions')} value={dimensions} />}
            {weight && <Field label={t('result.weight')} value={weight} />}
          </>
        }
      >
        {shipment.info?.trim() && (
          <div className="mt-4 flex gap-2 rounded-lg bg-blue-50 p-3 text-blue-950">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="text-sm font-semibold">{t('result.info')}</p>
              <p className="text-sm break-words whitespace-pre-line">{shipment.info}</p>
            </div>
          </div>
        )}
      </ShipmentDetailsCard>
      <ResultCard title={t('result.financial')} icon={Banknote}>
        <dl>
          <Field label={t('result.purchasePrice')} value={shipment.purchaseprice} />
          <Field label={t('result.shippingCosts')} value={shipment.shippingcosts} />
          <Field label={t('result.additionalServices')} value={shipment.additionalservices} />
          <Field label={t('result.totalAmount')} value={shipment.totalamount} />
          <Field label={t('result.paymentMethod')} value={shipment.paymentmethod} />
        </dl>
      </ResultCard>
      {partyKey && shipment.reports && shipment.reports.length > 0 && (
        <Suspense fallback={null}>
          <ProofSection
            reports={shipment.reports}
            trackingNumber={id}
            partyKey={partyKey}
            parties={{
              shipper: { name: shipment.shippername ?? '', address: shipment.shipperaddress ?? '' },
              recipient: {
                name: shipment.recipientname ?? '',
                address: shipment.recipientaddress ?? '',
              },
            }}
          />
        </Suspense>
      )}
    </ResultLayout>
  );
}
