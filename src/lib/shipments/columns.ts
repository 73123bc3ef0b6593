/**
 * The columns of public.shipments, named once: what the staff form, the tests and the privacy
 * checks mean by "personal" and "contact" comes from here. A column added to the table and
 * not listed here fails the type check below (the generated types know every column).
 */
import type { Database } from '../database.types';

type ShipmentColumn = keyof Database['public']['Tables']['shipments']['Row'];

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
const PARTY_CONTACT_COLUMNS = [
  'shipperemail',
  'shipperlanguage',
  'notifyshipper',
  'recipientemail',
  'recipientlanguage',
  'notifyrecipient',
] as const satisfies readonly ShipmentColumn[];

/** The list itself when it names every column; otherwise a type error naming the missing ones. */
function everyColumn<const Listed extends readonly ShipmentColumn[]>(
  columns: Listed &
    ([Exclude<ShipmentColumn, Listed[number]>] extends [never]
      ? unknown
      : { missing: Exclude<ShipmentColumn, Listed[number]> }),
): Listed {
  return columns;
}

/** Every column of the table. */
export const SHIPMENT_COLUMNS = /* @__PURE__ */ everyColumn([
  'id',
  'status',
  ...PARTY_DETAIL_COLUMNS,
  ...PARTY_CONTACT_COLUMNS,
  'expecteddeliveryfrom',
  'expecteddeliveryto',
  'history',
  'currentposition',
  'created_at',
  'updated_at',
]);
