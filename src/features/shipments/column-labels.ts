import { FIELD_LABELS } from './form/field-labels';
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
  transportedgoods: FIELD_LABELS.transportedgoods,
  accessories: FIELD_LABELS.accessories,
  info: FIELD_LABELS.info,
  purchaseprice: FIELD_LABELS.purchaseprice,
  shippingcosts: FIELD_LABELS.shippingcosts,
  additionalservices: FIELD_LABELS.additionalservices,
  totalamount: FIELD_LABELS.totalamount,
  paymentmethod: FIELD_LABELS.paymentmethod,
  history: 'shipments.fields.history',
  currentposition: 'shipments.fields.currentposition',
  shipperemail: 'shipments.fields.shipperemail',
  shipperlanguage: 'shipments.fields.shipperlanguage',
  notifyshipper: 'shipments.fields.notifyshipper',
  recipientemail: 'shipments.fields.recipientemail',
  recipientlanguage: 'shipments.fields.recipientlanguage',
  notifyrecipient: 'shipments.fields.notifyrecipient',
  expecteddeliveryfrom: 'shipments.fields.expecteddeliveryfrom',
  expecteddeliveryto: 'shipments.fields.expecteddeliveryto',
  created_at: 'shipments.fields.created_at',
  updated_at: 'shipments.fields.updated_at',
} as const satisfies Record<CsvField, string>;

/** Whether an audit record's field is a column we have a label for. */
export function isColumn(field: string): field is CsvField {
  return Object.hasOwn(COLUMN_LABELS, field);
}
