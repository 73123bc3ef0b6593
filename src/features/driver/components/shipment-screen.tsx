import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';
import { DRIVER_PATHS, driverPath } from '@/lib/routes/route-manifest';

import { useDriverShipment } from '../api/use-driver-shipment';
import { useDriverTranslation } from '../use-driver-translation';
import { BackLink } from './back-link';
import { OfflineCopyNote } from './offline-copy-note';
import { QueryFailed } from './query-failed';
import { RouteStop } from './route-stop';
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
            <RouteStop
              label={t('shipment.from')}
              name={shipment.shippername}
              address={shipment.shipperaddress}
              phone={shipment.shipperphone}
            />
            <p aria-hidden="true" className="text-center text-2xl text-slate-500">
              ↓
            </p>
            <RouteStop
              label={t('shipment.to')}
              name={shipment.recipientname}
              address={shipment.recipientaddress}
              phone={shipment.recipientphone}
            />
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
