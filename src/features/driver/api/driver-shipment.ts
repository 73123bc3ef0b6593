/**
 * One row of `driver_shipments()` (ON-THE-ROAD.md): only what the road needs, never a price.
 * STAND-IN until road-db's generated types land: then this is
 * `Database['public']['Functions']['driver_shipments']['Returns'][number]`.
 */
export interface DriverShipment {
  id: string;
  status: string;
  shippername: string | null;
  shipperaddress: string | null;
  shipperphone: string | null;
  recipientname: string | null;
  recipientaddress: string | null;
  recipientphone: string | null;
  transportedgoods: string | null;
  accessories: string | null;
  length_m: number | null;
  width_m: number | null;
  height_m: number | null;
  weight_kg: number | null;
  pickup_window_from: string | null;
  pickup_window_to: string | null;
  delivery_window_from: string | null;
  delivery_window_to: string | null;
  expecteddeliveryfrom: string | null;
  expecteddeliveryto: string | null;
  permit: boolean | null;
  permit_number: string | null;
  permit_valid_until: string | null;
  escort: string | null;
  driver_notes: string | null;
  vehicle_plate: string | null;
  collected_at: string | null;
  delivered_at: string | null;
  updated_at: string;
}
