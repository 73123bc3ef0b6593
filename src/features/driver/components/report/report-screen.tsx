import { useState } from 'react';

import { driverPath } from '@/lib/routes/route-manifest';

import { useDriverTranslation } from '../../use-driver-translation';
import { BackLink } from '../back-link';
import { ScreenHeading } from '../screen-heading';
import { ReportForm } from './report-form';
import { SavedNotice } from './saved-notice';

const TITLES = { collection: 'report.collectionTitle', delivery: 'report.deliveryTitle' } as const;

/** Preluare or Predare of one shipment: the form, then word that it is kept on the phone. */
export function ReportScreen({
  trackingNumber,
  kind,
}: {
  trackingNumber: string;
  kind: 'collection' | 'delivery';
}) {
  const { t } = useDriverTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <BackLink to={driverPath('shipment', trackingNumber)} label={t('report.cancel')} />
      <ScreenHeading>{t(TITLES[kind], { number: trackingNumber })}</ScreenHeading>
      {saved ? (
        <SavedNotice trackingNumber={trackingNumber} />
      ) : (
        <ReportForm trackingNumber={trackingNumber} kind={kind} onSaved={() => setSaved(true)} />
      )}
    </>
  );
}
