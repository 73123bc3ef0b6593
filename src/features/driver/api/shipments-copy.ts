import { openDB } from 'idb';

import type { DriverShipment } from './driver-shipment';

/** The last list the server gave this driver, kept on the phone for a start without signal. */
export interface ShipmentsCopy {
  savedAt: string;
  shipments: DriverShipment[];
}

const STORE = 'lists';

// A database of its own (the outbox has another): one record per account, so a phone handed
// to another driver never shows them the first one's list.
const database = () =>
  openDB('driver-shipments', 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });

export async function readShipmentsCopy(userId: string): Promise<ShipmentsCopy | undefined> {
  return (await (await database()).get(STORE, userId)) as ShipmentsCopy | undefined;
}

export async function keepShipmentsCopy(
  userId: string,
  shipments: DriverShipment[],
): Promise<void> {
  const copy: ShipmentsCopy = { savedAt: new Date().toISOString(), shipments };
  await (await database()).put(STORE, copy, userId);
}
