import { queryOptions } from '@tanstack/react-query';

import { type DriverShipment, readDriverShipments } from './driver-shipment';
import { driverKeys } from './keys';
import { keepShipmentsCopy, readShipmentsCopy } from './shipments-copy';

export interface DriverShipments {
  shipments: DriverShipment[];
  /** When the list shown was saved on the phone, if the server could not be reached. */
  offlineSince: string | null;
}

/** How often a list shown from the phone's copy is asked for again. */
const RECHECK_MS = 10_000;

/** The server could not be reached (no signal): postgrest-js answers such a request status 0. */
class Unreachable extends Error {}

async function fetchDriverShipments(signal: AbortSignal): Promise<DriverShipment[]> {
  // A module the worker did not have yet fails as a TypeError: no signal as well.
  const { supabase } = await import('@/lib/supabase').catch((error: unknown) => {
    throw new Unreachable(String(error));
  });
  const { data, error, status } = await supabase.rpc('driver_shipments').abortSignal(signal);
  if (error) throw status === 0 ? new Unreachable(error.message) : error;
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
        const copy = error instanceof Unreachable ? await readShipmentsCopy(userId) : undefined;
        if (!copy) throw error;
        return { shipments: copy.shipments, offlineSince: copy.savedAt };
      }
    },
    // The phone's own copy is read without signal, so the query runs whatever the browser
    // says of the network; once the signal is back (the 'online' event, or within a little
    // while: a weak signal that returns often fires none), the server's list replaces it.
    networkMode: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: (query) => (query.state.data?.offlineSince ? RECHECK_MS : false),
  });
}
