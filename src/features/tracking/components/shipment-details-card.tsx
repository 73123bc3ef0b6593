import { Package } from 'lucide-react';
import type { ReactNode } from 'react';

import { FORMAT_LOCALES } from '@/lib/i18n/languages';
import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { expectedDeliveryText } from '@/lib/shipments/expected-delivery';

import type { TrackedShipment } from '../api/tracked-shipment';
import { Field, ResultCard } from './result-card';
import { StatusText } from './status-text';

/**
 * The shipment details card: number and status for everyone, then `fields` (more rows of the
 * list) and `children` (below it) for the full view.
 */
export function ShipmentDetailsCard({
  shipment,
  id,
  fields,
  children,
}: {
  /** Its status and expected delivery (the database leaves the latter out once delivered). */
  shipment: Pick<TrackedShipment, 'status' | 'expecteddeliveryfrom' | 'expecteddeliveryto'>;
  id: string;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useSiteTranslation('tracking');
  const lang = useSiteLanguage();
  const expected = expectedDeliveryText(
    shipment.expecteddeliveryfrom,
    shipment.expecteddeliveryto,
    FORMAT_LOCALES[lang],
  );
  return (
    <ResultCard title={t('result.details')} icon={Package}>
      <dl>
        <Field label={t('result.trackingNumber')} value={id} />
        <div className="py-2 first:pt-0 last:pb-0">
          <dt className="text-sm text-slate-600">{t('result.status')}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            <StatusText value={shipment.status} />
          </dd>
        </div>
        {expected && <Field label={t('result.expectedDelivery')} value={expected} />}
        {fields}
      </dl>
      {children}
    </ResultCard>
  );
}
