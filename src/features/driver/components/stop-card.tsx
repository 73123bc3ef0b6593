import { Link } from 'react-router-dom';

import { driverPath } from '@/lib/routes/route-manifest';

import type { Stop } from '../day-groups';
import { formatWindow } from '../format-window';
import { useDriverTranslation } from '../use-driver-translation';

/** One collection or delivery in the day's list, leading to its shipment. */
export function StopCard({ stop }: { stop: Stop }) {
  const { t } = useDriverTranslation();
  const { shipment, kind } = stop;
  const [name, address] =
    kind === 'collection'
      ? [shipment.shippername, shipment.shipperaddress]
      : [shipment.recipientname, shipment.recipientaddress];
  const window = formatWindow(stop.from, stop.to);
  return (
    <li>
      <Link
        to={driverPath('shipment', shipment.id)}
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-900 focus-visible:outline-2 focus-visible:outline-blue-900"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`rounded px-2 py-0.5 text-sm font-semibold ${kind === 'collection' ? 'bg-blue-100 text-blue-950' : 'bg-emerald-100 text-emerald-950'}`}
          >
            {t(kind === 'collection' ? 'today.collection' : 'today.delivery')}
          </span>
          <span className="font-mono text-sm text-slate-700">{shipment.id}</span>
        </span>
        {window && <span className="mt-2 block font-semibold text-slate-900">{window}</span>}
        <span className="mt-1 block text-slate-800">{name}</span>
        <span className="block text-sm text-slate-700">{address}</span>
        {shipment.transportedgoods && (
          <span className="mt-1 block text-sm text-slate-700">{shipment.transportedgoods}</span>
        )}
      </Link>
    </li>
  );
}
