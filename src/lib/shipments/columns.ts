/**
 * The columns of public.shipments, named once: what the staff form, the tests and the privacy
 * checks mean by "personal" and "contact" comes from here. A column added to the table and
 * not listed anywhere fails the type check of shipment-columns.ts.
 */
import type { Database } from '#common/database.types';

export type ShipmentColumn = keyof Database['public']['Tables']['shipments']['Row'];

/** SPEC §3's personal, goods and money fields and the note: only a party's link shows them. */
export const PARTY_DETAIL_COLUMNS = [
  'shippername',
  'shipperaddress',
  'recipientname',
  'recipientaddress',
  'transportedgoods',
  'accessories',
  'info',
  'purchaseprice',
  'shippingcosts',
  'additionalservices',
  'totalamount',
  'paymentmethod',
] as const satisfies readonly ShipmentColumn[];

/** Each party's e-mail contact (issue #26): for staff only, no lookup answers them. */
export const PARTY_CONTACT_COLUMNS = [
  'shipperemail',
  'shipperlanguage',
  'notifyshipper',
  'recipientemail',
  'recipientlanguage',
  'notifyrecipient',
] as const satisfies readonly ShipmentColumn[];

/** The load's size and weight (issue #37): staff and a party's link, never the number alone. */
export const LOAD_SIZE_COLUMNS = [
  'length_m',
  'width_m',
  'height_m',
  'weight_kg',
] as const satisfies readonly ShipmentColumn[];

/** How the heavy load travels and where it came from (issue #37): for staff only. */
export const HEAVY_LOAD_STAFF_COLUMNS = [
  'permit',
  'permit_number',
  'permit_valid_until',
  'escort',
  'pickup_window_from',
  'pickup_window_to',
  'delivery_window_from',
  'delivery_window_to',
  'request_reference',
] as const satisfies readonly ShipmentColumn[];

/**
 * What the road needs (issue #52): the parties' phones, the notes for the driver, the driver and
 * the vehicle, when it was delivered. Staff, and the assigned driver through driver_shipments
 * (never driver_id there); no lookup answers them.
 */
export const ROAD_COLUMNS = [
  'shipperphone',
  'recipientphone',
  'driver_notes',
  'driver_id',
  'vehicle_plate',
  'delivered_at',
] as const satisfies readonly ShipmentColumn[];
