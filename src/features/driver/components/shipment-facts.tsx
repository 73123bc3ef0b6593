import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

import { formatNumber } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { DriverShipment } from '../api/driver-shipment';
import { formatDay, formatMoment, formatWindow } from '../format-window';
import { useDriverTranslation } from '../use-driver-translation';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 py-2">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-medium whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

type Escort = 'none' | 'one' | 'two' | 'police';
const ESCORTS: Record<Escort, `shipment.escorts.${Escort}`> = {
  none: 'shipment.escorts.none',
  one: 'shipment.escorts.one',
  two: 'shipment.escorts.two',
  police: 'shipment.escorts.police',
};

/** The permit as the road needs it: not needed, asked for, or its number and validity. */
function permitText(shipment: DriverShipment, t: TFunction<'driver'>): string {
  if (shipment.permit === 'approved') {
    return t('shipment.permitValue', {
      number: shipment.permit_number ?? '',
      until: shipment.permit_valid_until ? formatDay(shipment.permit_valid_until) : '',
    });
  }
  return t(shipment.permit === 'requested' ? 'shipment.permitRequested' : 'shipment.permitNone');
}

const metres = (value: number | null) =>
  value === null ? '?' : formatNumber(value, ADMIN_LANGUAGE, { maximumFractionDigits: 2 });

/** What the road needs of a shipment: goods, size and weight, windows, permit, escort, notes. */
export function ShipmentFacts({ shipment }: { shipment: DriverShipment }) {
  const { t } = useDriverTranslation();
  const none = t('shipment.notSet');
  const hasSize = [shipment.length_m, shipment.width_m, shipment.height_m].some((v) => v !== null);
  return (
    <dl className="mt-4">
      <Fact term={t('shipment.goods')}>{shipment.transportedgoods ?? none}</Fact>
      {shipment.accessories && <Fact term={t('shipment.accessories')}>{shipment.accessories}</Fact>}
      <Fact term={t('shipment.dimensions')}>
        {hasSize
          ? t('shipment.dimensionsValue', {
              length: metres(shipment.length_m),
              width: metres(shipment.width_m),
              height: metres(shipment.height_m),
            })
          : none}
      </Fact>
      <Fact term={t('shipment.weight')}>
        {shipment.weight_kg === null
          ? none
          : t('shipment.weightValue', { weight: formatNumber(shipment.weight_kg, ADMIN_LANGUAGE) })}
      </Fact>
      <Fact term={t('shipment.pickupWindow')}>
        {formatWindow(shipment.pickup_window_from, shipment.pickup_window_to) ?? none}
      </Fact>
      <Fact term={t('shipment.deliveryWindow')}>
        {formatWindow(shipment.delivery_window_from, shipment.delivery_window_to) ??
          formatWindow(shipment.expecteddeliveryfrom, shipment.expecteddeliveryto) ??
          none}
      </Fact>
      <Fact term={t('shipment.permit')}>{permitText(shipment, t)}</Fact>
      <Fact term={t('shipment.escort')}>
        {t(ESCORTS[shipment.escort as Escort] ?? 'shipment.escorts.none')}
      </Fact>
      {shipment.vehicle_plate && <Fact term={t('shipment.vehicle')}>{shipment.vehicle_plate}</Fact>}
      <Fact term={t('shipment.notes')}>{shipment.driver_notes ?? none}</Fact>
      {shipment.collected_at && (
        <Fact term={t('today.collection')}>
          {t('shipment.collectedAt', { time: formatMoment(shipment.collected_at) })}
        </Fact>
      )}
      {shipment.delivered_at && (
        <Fact term={t('today.delivered')}>
          {t('shipment.deliveredAt', { time: formatMoment(shipment.delivered_at) })}
        </Fact>
      )}
    </dl>
  );
}
