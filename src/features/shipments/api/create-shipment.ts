import { supabase } from '@/lib/supabase';

import type { ShipmentCreation } from '../form/shipment-form-values';
import { isTrackingNumberTaken } from './is-tracking-number-taken';
import { requestError } from './shipment-request';
import { type Shipment, shipmentSchema } from './shipment-schemas';
import { DuplicateTrackingNumberError } from './shipment-write-error';

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
