/**
 * The columns of public.shipments, named once: what the staff form, the tests and the privacy
 * checks mean by "personal" and "contact" comes from here. A column added to the table and
 * not listed anywhere fails the type check of shipment-columns.ts.
 */
import type { Database } from '../database.types';

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
