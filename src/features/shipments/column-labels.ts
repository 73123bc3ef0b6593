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
  recipientname: FIELD_LABELS.recipientname,
  recipientaddress: FIELD_LABELS.recipientaddress,
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
  info: FIELD_LABELS.info,
  purchaseprice: FIELD_LABELS.purchaseprice,
  shippingcosts: FIELD_LABELS.shippingcosts,
  additionalservices: FIELD_LABELS.additionalservices,
  totalamount: FIELD_LABELS.totalamount,
  paymentmethod: FIELD_LABELS.paymentmethod,
  history: 'fields.history',
  currentposition: 'fields.currentposition',
  created_at: 'fields.created_at',
  updated_at: 'fields.updated_at',
} as const satisfies Record<CsvField, string>;

/** Whether an audit record's field is a column we have a label for. */
export function isColumn(field: string): field is CsvField {
  return Object.hasOwn(COLUMN_LABELS, field);
}
