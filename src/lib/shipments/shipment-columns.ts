/**
 * Every column of public.shipments, for the checks that must see each one (the audit trail's).
 * A module of its own: the public lookup imports columns.ts, and this list would ride along
 * (its spreads keep it in the bundle), naming the contact columns no lookup answers.
 */
import {
  HEAVY_LOAD_STAFF_COLUMNS,
  LOAD_SIZE_COLUMNS,
  PARTY_CONTACT_COLUMNS,
  PARTY_DETAIL_COLUMNS,
  ROAD_COLUMNS,
  type ShipmentColumn,
} from './columns';

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
  ...LOAD_SIZE_COLUMNS,
  ...HEAVY_LOAD_STAFF_COLUMNS,
  ...ROAD_COLUMNS,
  'history',
  'currentposition',
  'created_at',
  'updated_at',
]);
