import { describe, expect, it } from 'vitest';

import type { DriverShipment } from './api/driver-shipment';
import { groupStops } from './day-groups';

const base: DriverShipment = {
  id: 'A-1',
  status: 'Confirmat',
  shippername: null,
  shipperaddress: null,
  shipperphone: null,
  recipientname: null,
  recipientaddress: null,
  recipientphone: null,
  transportedgoods: null,
  accessories: null,
  length_m: null,
  width_m: null,
  height_m: null,
  weight_kg: null,
  pickup_window_from: null,
  pickup_window_to: null,
  delivery_window_from: null,
  delivery_window_to: null,
  expecteddeliveryfrom: null,
  expecteddeliveryto: null,
  permit: null,
  permit_number: null,
  permit_valid_until: null,
  escort: null,
  driver_notes: null,
  vehicle_plate: null,
  collected_at: null,
  delivered_at: null,
  updated_at: '2026-12-01T00:00:00Z',
};

const now = new Date(2026, 11, 7, 9, 0);
const local = (day: number, hour: number) => new Date(2026, 11, day, hour).toISOString();

describe('groupStops', () => {
  it('puts collections and deliveries in their day, in time order, overdue ones today', () => {
    const shipments: DriverShipment[] = [
      { ...base, id: 'B', pickup_window_from: local(8, 7), delivery_window_from: local(9, 12) },
      { ...base, id: 'A', pickup_window_from: local(6, 15), delivery_window_from: local(7, 16) },
      {
        ...base,
        id: 'C',
        collected_at: local(7, 8),
        delivery_window_from: local(7, 10),
      },
      { ...base, id: 'D', delivered_at: local(7, 8), delivery_window_from: local(7, 7) },
      { ...base, id: 'E' },
    ];
    const groups = groupStops(shipments, now).map(({ group, stops }) => [
      group,
      stops.map((stop) => `${stop.kind}:${stop.shipment.id}`),
    ]);
    expect(groups).toEqual([
      ['today', ['collection:A', 'delivery:C', 'delivery:A']],
      ['tomorrow', ['collection:B']],
      ['later', ['delivery:B']],
      ['undated', ['collection:E', 'delivery:E']],
    ]);
  });

  it('falls back to the expected delivery when no delivery window is set', () => {
    const [group] = groupStops(
      [{ ...base, collected_at: local(7, 8), expecteddeliveryfrom: local(8, 9) }],
      now,
    );
    expect(group?.group).toBe('tomorrow');
  });
});
