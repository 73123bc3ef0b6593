import { queryOptions } from '@tanstack/react-query';

import { type DriverShipment, readDriverShipments } from './driver-shipment';
import { driverKeys } from './keys';
import { keepShipmentsCopy, readShipmentsCopy } from './shipments-copy';

export interface DriverShipments {
  shipments: DriverShipment[];
  /** When the list shown was saved on the phone, if the server could not be reached. */
  offlineSince: string | null;
}

/** A request that never reached the server (no signal), as fetch reports it. */
function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}

async function fetchDriverShipments(signal: AbortSignal): Promise<DriverShipment[]> {
  const { supabase } = await import('@/lib/supabase');
  const { data, error } = await supabase.rpc('driver_shipments').abortSignal(signal);
  if (error) throw error;
  return readDriverShipments(data);
}

/**
 * The driver's shipments (driver_shipments(): the database chooses them). Each answer is kept
 * in IndexedDB; without signal the kept copy is shown, marked with its time. Kept here rather
 * than by the service worker: the copy is per account and holds only this list, where a worker
 * caching API answers would keep whatever it saw, for whoever was signed in.
 */
export function driverShipmentsQuery(userId: string) {
  return queryOptions({
    queryKey: driverKeys.shipments(userId),
    queryFn: async ({ signal }): Promise<DriverShipments> => {
      try {
        const shipments = await fetchDriverShipments(signal);
        await keepShipmentsCopy(userId, shipments).catch(() => undefined);
        return { shipments, offlineSince: null };
      } catch (error) {
        const copy = isUnreachable(error) ? await readShipmentsCopy(userId) : undefined;
        if (!copy) throw error;
        return { shipments: copy.shipments, offlineSince: copy.savedAt };
      }
    },
    networkMode: 'always',
  });
}
