import { Package } from 'lucide-react';
import type { ReactNode } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { Field, ResultCard } from './result-card';
import { StatusText } from './status-text';

/**
 * The shipment details card: number and status for everyone, then `fields` (more rows of the
 * list) and `children` (below it) for the full view.
 */
export function ShipmentDetailsCard({
  id,
  status,
  fields,
  children,
}: {
  id: string;
  status: string | null;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useSiteTranslation('tracking');
  return (
    <ResultCard title={t('result.details')} icon={Package}>
      <dl>
        <Field label={t('result.trackingNumber')} value={id} />
        <div className="py-2 first:pt-0 last:pb-0">
          <dt className="text-sm text-slate-600">{t('result.status')}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            <StatusText value={status} />
          </dd>
        </div>
        {fields}
      </dl>
      {children}
    </ResultCard>
  );
}
