import { FIELD_LABELS } from './field-labels';
import type { CsvField } from './shipments-csv';

/**
 * The label of each column of a shipment, for the CSV header and the audit trail: the form's
 * label where the form has the field (one wording everywhere), ours for what it does not edit.
 */
export const COLUMN_LABELS = {
  id: FIELD_LABELS.id,
  status: FIELD_LABELS.status,
  shippername: FIELD_LABELS.shippername,
  shipperaddress: FIELD_LABELS.shipperaddress,
  shipperphone: FIELD_LABELS.shipperphone,
  recipientname: FIELD_LABELS.recipientname,
  recipientaddress: FIELD_LABELS.recipientaddress,
  recipientphone: FIELD_LABELS.recipientphone,
  shipperemail: FIELD_LABELS.shipperemail,
  shipperlanguage: FIELD_LABELS.shipperlanguage,
  notifyshipper: FIELD_LABELS.notifyshipper,
  recipientemail: FIELD_LABELS.recipientemail,
  recipientlanguage: FIELD_LABELS.recipientlanguage,
  notifyrecipient: FIELD_LABELS.notifyrecipient,
  expecteddeliveryfrom: FIELD_LABELS.expecteddeliveryfrom,
  expecteddeliveryto: FIELD_LABELS.expecteddeliveryto,
  transportedgoods: FIELD_LABELS.transportedgoods,
  accessories: FIELD_LABELS.accessories,
  driver_notes: FIELD_LABELS.driver_notes,
  info: FIELD_LABELS.info,
  purchaseprice: FIELD_LABELS.purchaseprice,
  shippingcosts: FIELD_LABELS.shippingcosts,
  additionalservices: FIELD_LABELS.additionalservices,
  totalamount: FIELD_LABELS.totalamount,
  paymentmethod: FIELD_LABELS.paymentmethod,
  length_m: FIELD_LABELS.length_m,
  width_m: FIELD_LABELS.width_m,
  height_m: FIELD_LABELS.height_m,
  weight_kg: FIELD_LABELS.weight_kg,
  permit: FIELD_LABELS.permit,
  permit_number: FIELD_LABELS.permit_number,
  permit_valid_until: FIELD_LABELS.permit_valid_until,
  escort: FIELD_LABELS.escort,
  pickup_window_from: FIELD_LABELS.pickup_window_from,
  pickup_window_to: FIELD_LABELS.pickup_window_to,
  delivery_window_from: FIELD_LABELS.delivery_window_from,
  delivery_window_to: FIELD_LABELS.delivery_window_to,
  request_reference: 'fields.request_reference',
  driver_id: 'fields.driver_id',
  vehicle_plate: 'fields.vehicle_plate',
  delivered_at: 'fields.delivered_at',
  history: 'fields.history',
  currentposition: 'fields.currentposition',
  created_at: 'fields.created_at',
  updated_at: 'fields.updated_at',
} as const satisfies Record<CsvField, string>;

/** Whether an audit record's field is a column we have a label for. */
export function isColumn(field: string): field is CsvField {
  return Object.hasOwn(COLUMN_LABELS, field);
}
