import { Package } from 'lucide-react';
import type { ReactNode } from 'react';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { FORMAT_LOCALES } from '#common/languages';
import { expectedDeliveryText } from '#common/shipments/expected-delivery';

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
        <Field label={t('result.status')}>
          <StatusText value={shipment.status} />
        </Field>
        {expected && <Field label={t('result.expectedDelivery')} value={expected} />}
        {fields}
      </dl>
      {children}
    </ResultCard>
  );
}
