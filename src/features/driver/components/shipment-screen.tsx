import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { DRIVER_PATHS, driverPath } from '@/lib/routes/route-manifest';

import { useDriverShipment } from '../api/use-driver-shipment';
import { useDriverTranslation } from '../use-driver-translation';
import { BackLink } from './back-link';
import { OfflineCopyNote } from './offline-copy-note';
import { PhoneLink } from './phone-link';
import { QueryFailed } from './query-failed';
import { ScreenHeading } from './screen-heading';
import { ShipmentFacts } from './shipment-facts';

/** One shipment: the route with one-tap calls, what the road needs, and the three actions. */
export function ShipmentScreen({
  userId,
  trackingNumber,
}: {
  userId: string;
  trackingNumber: string;
}) {
  const { t } = useDriverTranslation();
  const query = useDriverShipment(userId, trackingNumber);
  const shipment = query.data?.shipment;
  return (
    <>
      <BackLink to={DRIVER_PATHS.today} label={t('shipment.back')} />
      <ScreenHeading>{t('shipment.title', { number: trackingNumber })}</ScreenHeading>
      {query.isPending && (
        <p role="status" className="mt-4 text-slate-700">
          {t('today.loading')}
        </p>
      )}
      {query.isError && <QueryFailed onRetry={() => void query.refetch()} />}
      {query.data && !shipment && (
        <p className="mt-4 text-slate-800">{t('shipment.notFound', { number: trackingNumber })}</p>
      )}
      {query.data && shipment && (
        <>
          <OfflineCopyNote since={query.data.offlineSince} />
          <section aria-labelledby="route-heading" className="mt-4 grid gap-3">
            <h2 id="route-heading" className="text-lg font-semibold">
              {t('shipment.route')}
            </h2>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-700">{t('shipment.from')}</p>
              <p className="font-semibold">{shipment.shippername}</p>
              <p className="whitespace-pre-line">{shipment.shipperaddress}</p>
              <div className="mt-2">
                <PhoneLink name={shipment.shippername ?? ''} phone={shipment.shipperphone} />
              </div>
            </div>
            <p aria-hidden="true" className="text-center text-2xl text-slate-500">
              ↓
            </p>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-700">{t('shipment.to')}</p>
              <p className="font-semibold">{shipment.recipientname}</p>
              <p className="whitespace-pre-line">{shipment.recipientaddress}</p>
              <div className="mt-2">
                <PhoneLink name={shipment.recipientname ?? ''} phone={shipment.recipientphone} />
              </div>
            </div>
          </section>
          <ShipmentFacts shipment={shipment} />
          <nav aria-label={t('shipment.actions')} className="mt-6 grid gap-3">
            {(
              [
                ['collection', 'shipment.collect', 'primary'],
                ['position', 'shipment.position', 'outline'],
                ['delivery', 'shipment.deliver', 'accent'],
              ] as const
            ).map(([route, label, variant]) => (
              <Link
                key={route}
                to={driverPath(route, trackingNumber)}
                className={buttonVariants({ variant, size: 'lg', className: 'w-full' })}
              >
                {t(label)}
              </Link>
            ))}
          </nav>
        </>
      )}
    </>
  );
}
