import { useEffect, useRef } from 'react';

import { driverPath } from '@/lib/routes/route-manifest';

import { useDriverTranslation } from '../../use-driver-translation';
import { BackLink } from '../back-link';

/** Said once a report is in the phone's outbox; focused, so it is read out at once. */
export function SavedNotice({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useDriverTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-4 grid gap-4">
      <p
        ref={ref}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        {t('report.saved')}
      </p>
      <BackLink to={driverPath('shipment', trackingNumber)} label={t('report.cancel')} />
    </div>
  );
}
