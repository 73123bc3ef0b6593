import { get, set } from 'idb-keyval';

import type { DriverShipment } from './driver-shipment';

/** The last list the server gave this driver, kept on the phone for a start without signal. */
export interface ShipmentsCopy {
  savedAt: string;
  shipments: DriverShipment[];
}

// Per account: a phone handed to another driver never shows them the first one's list.
const keyOf = (userId: string) => `driver-shipments:${userId}`;

export function readShipmentsCopy(userId: string): Promise<ShipmentsCopy | undefined> {
  return get<ShipmentsCopy>(keyOf(userId));
}

export function keepShipmentsCopy(userId: string, shipments: DriverShipment[]): Promise<void> {
  return set(keyOf(userId), { savedAt: new Date().toISOString(), shipments });
}
