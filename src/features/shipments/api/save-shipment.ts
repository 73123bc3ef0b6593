import { requestError } from '@/lib/request-error';
import { supabase } from '@/lib/supabase';

import { type Shipment, type ShipmentColumns, shipmentSchema } from './shipment-schemas';

/** A route entry: appended to the history, and its status becomes the shipment's. */
export interface RouteEvent {
  status: string;
  location: string;
}

export interface ShipmentSave {
  trackingNumber: string;
  /** The version the dialog loaded: a save over a newer one is refused (PT409). */
  expectedUpdatedAt: string;
  changes: Partial<ShipmentColumns>;
  /** Appended to the route history in the same save, and the status becomes its status. */
  event: RouteEvent | null;
}

/** Saves the dialog in one statement (save_shipment): the changed fields and the route entry. */
export async function saveShipment(save: ShipmentSave): Promise<Shipment> {
  const { data, error, status } = await supabase.rpc('save_shipment', {
    tracking_number: save.trackingNumber,
    expected_updated_at: save.expectedUpdatedAt,
    changes: save.changes,
    ...(save.event && { event_status: save.event.status, event_location: save.event.location }),
  });
  if (error) throw requestError(error, status);
  return shipmentSchema.parse(data);
}
