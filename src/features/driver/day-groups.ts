import type { DriverShipment } from './api/driver-shipment';

/** What the driver does next at a shipment: load it, or hand it over. */
type StopKind = 'collection' | 'delivery';

export interface Stop {
  kind: StopKind;
  shipment: DriverShipment;
  /** The window's start (null when the office set none). */
  from: string | null;
  to: string | null;
}

export type DayGroup = 'today' | 'tomorrow' | 'later' | 'undated';

/**
 * Every collection not yet made and every delivery not yet made, each in its day (the phone's
 * own calendar), in time order: what was due before today is today's (still to do).
 */
export function groupStops(
  shipments: readonly DriverShipment[],
  now: Date,
): Array<{ group: DayGroup; stops: Stop[] }> {
  const stops: Stop[] = [];
  for (const shipment of shipments) {
    if (shipment.collected_at === null && shipment.delivered_at === null) {
      stops.push({
        kind: 'collection',
        shipment,
        from: shipment.pickup_window_from,
        to: shipment.pickup_window_to,
      });
    }
    if (shipment.delivered_at === null) {
      stops.push({
        kind: 'delivery',
        shipment,
        from: shipment.delivery_window_from ?? shipment.expecteddeliveryfrom,
        to: shipment.delivery_window_to ?? shipment.expecteddeliveryto,
      });
    }
  }
  const at = (stop: Stop) => (stop.from === null ? Infinity : new Date(stop.from).getTime());
  stops.sort((a, b) => at(a) - at(b));
  const order: DayGroup[] = ['today', 'tomorrow', 'later', 'undated'];
  return order
    .map((group) => ({ group, stops: stops.filter((stop) => dayGroup(stop.from, now) === group) }))
    .filter(({ stops: inGroup }) => inGroup.length > 0);
}

function dayGroup(from: string | null, now: Date): DayGroup {
  if (from === null) return 'undated';
  const day = new Date(from);
  const startOfTomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const startOfLater = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2);
  if (day < startOfTomorrow) return 'today';
  if (day < startOfLater) return 'tomorrow';
  return 'later';
}
