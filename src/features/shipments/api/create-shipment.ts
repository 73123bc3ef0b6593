import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { isTrackingNumberTaken } from './is-tracking-number-taken';
import { type Shipment, type ShipmentColumns, shipmentSchema } from './shipment-schemas';
import { DuplicateTrackingNumberError } from './shipment-write-error';

type NewShipment = ShipmentColumns & { id: string };

/** What create_shipment takes: the row, and where its route starts. */
export interface ShipmentCreation {
  shipment: NewShipment;
  /**
   * The first route entry's place, as staff typed it (town and country); null: the database's
   * neutral place. Never taken from the addresses: the number alone shows the route.
   */
  firstLocation: string | null;
}

/**
 * Adds a shipment with its first route entry (the database writes it, server time) at the
 * pickup place, or at the database's neutral place without one. The number is checked first
 * (SPEC §7); a number taken after that check still fails, with the primary key's 23505, which
 * maps to the same message.
 */
export async function createShipment({
  shipment,
  firstLocation,
}: ShipmentCreation): Promise<Shipment> {
  if (await isTrackingNumberTaken(shipment.id)) {
    throw new DuplicateTrackingNumberError(shipment.id);
  }
  const { data, error, status } = await supabase.rpc('create_shipment', {
    shipment,
    ...(firstLocation !== null && { first_location: firstLocation }),
  });
  if (error) throw requestError(error, status);
  return shipmentSchema.parse(data);
}
