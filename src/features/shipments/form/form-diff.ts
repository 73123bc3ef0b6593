import type { EditableField } from '../api/shipment-schemas';
import type { ShipmentFormValues } from './shipment-form-schema';

/**
 * The fields saved in the shipment's row, in screen order (all but the number and the route
 * update), each with the column it is saved to: the position's two fields share one column.
 */
export const FIELD_COLUMNS = {
  status: 'status',
  info: 'info',
  expecteddeliveryfrom: 'expecteddeliveryfrom',
  expecteddeliveryto: 'expecteddeliveryto',
  shippername: 'shippername',
  shipperaddress: 'shipperaddress',
  shipperphone: 'shipperphone',
  shipperemail: 'shipperemail',
  shipperlanguage: 'shipperlanguage',
  notifyshipper: 'notifyshipper',
  recipientname: 'recipientname',
  recipientaddress: 'recipientaddress',
  recipientphone: 'recipientphone',
  recipientemail: 'recipientemail',
  recipientlanguage: 'recipientlanguage',
  notifyrecipient: 'notifyrecipient',
  transportedgoods: 'transportedgoods',
  accessories: 'accessories',
  driver_notes: 'driver_notes',
  purchaseprice: 'purchaseprice',
  shippingcosts: 'shippingcosts',
  additionalservices: 'additionalservices',
  totalamount: 'totalamount',
  paymentmethod: 'paymentmethod',
  length_m: 'length_m',
  width_m: 'width_m',
  height_m: 'height_m',
  weight_kg: 'weight_kg',
  permit: 'permit',
  permit_number: 'permit_number',
  permit_valid_until: 'permit_valid_until',
  escort: 'escort',
  pickup_window_from: 'pickup_window_from',
  pickup_window_to: 'pickup_window_to',
  delivery_window_from: 'delivery_window_from',
  delivery_window_to: 'delivery_window_to',
  latitude: 'currentposition',
  longitude: 'currentposition',
} as const satisfies Partial<Record<keyof ShipmentFormValues, EditableField>>;
export type RowField = keyof typeof FIELD_COLUMNS;
const ROW_FIELDS = Object.keys(FIELD_COLUMNS) as RowField[];

// Every editable column has a field: a column added to the table but not to the form fails here.
const everyColumnHasAField: Exclude<EditableField, (typeof FIELD_COLUMNS)[RowField]> extends never
  ? true
  : false = true;
void everyColumnHasAField;

/** The row fields whose text differs between two versions of the form, in screen order. */
export function changedFields(base: ShipmentFormValues, current: ShipmentFormValues): RowField[] {
  return ROW_FIELDS.filter((field) => base[field] !== current[field]);
}

/** A field's value as the form holds it: text, or a checkbox's state. */
type FieldValue = ShipmentFormValues[RowField];

export interface FieldDifference {
  field: RowField;
  theirs: FieldValue;
  yours: FieldValue;
}

/** What the conflict panel lists: each field where the saved version and the form disagree. */
export function conflictDifferences(
  theirs: ShipmentFormValues,
  yours: ShipmentFormValues,
): FieldDifference[] {
  return changedFields(theirs, yours).map((field) => ({
    field,
    theirs: theirs[field],
    yours: yours[field],
  }));
}

/**
 * The form after taking the other version: every field the user changed since `base` keeps
 * the user's text, every other field takes theirs. The number and the route update are the
 * user's (they are not part of the row's fields).
 */
export function withTheirVersion(
  base: ShipmentFormValues,
  theirs: ShipmentFormValues,
  yours: ShipmentFormValues,
): ShipmentFormValues {
  const mine = new Set(changedFields(base, yours));
  const merged = { ...yours };
  for (const field of ROW_FIELDS)
    if (!mine.has(field)) Object.assign(merged, { [field]: theirs[field] });
  return merged;
}

/** Whether anything in the form differs from what it held when `sent` was submitted. */
export function typedSince(sent: ShipmentFormValues, now: ShipmentFormValues): boolean {
  return (Object.keys(now) as (keyof ShipmentFormValues)[]).some((key) => now[key] !== sent[key]);
}

/**
 * The form once `sent` is saved as `saved` while the user kept typing (`now`): what they changed
 * since the submit stays, everything else is the saved version. The route update that was sent
 * is in the history now; one typed since stays to be added.
 */
export function afterSave(
  sent: ShipmentFormValues,
  saved: ShipmentFormValues,
  now: ShipmentFormValues,
): ShipmentFormValues {
  const next = withTheirVersion(sent, saved, now);
  if (now.newHistoryStatus === sent.newHistoryStatus)
    next.newHistoryStatus = saved.newHistoryStatus;
  if (now.newHistoryLocation === sent.newHistoryLocation) {
    next.newHistoryLocation = saved.newHistoryLocation;
  }
  return next;
}
