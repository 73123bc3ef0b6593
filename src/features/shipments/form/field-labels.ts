import type { ShipmentFormField } from './shipment-form-schema';

/** Each field's label, in screen order (the first invalid field is named in the toast). */
export const FIELD_LABELS = {
  id: 'shipments.form.fields.id',
  status: 'shipments.form.fields.status',
  info: 'shipments.form.fields.info',
  expecteddeliveryfrom: 'shipments.form.fields.expecteddeliveryfrom',
  expecteddeliveryto: 'shipments.form.fields.expecteddeliveryto',
  shippername: 'shipments.form.fields.shippername',
  shipperaddress: 'shipments.form.fields.shipperaddress',
  shipperemail: 'shipments.form.fields.shipperemail',
  shipperlanguage: 'shipments.form.fields.shipperlanguage',
  notifyshipper: 'shipments.form.fields.notifyshipper',
  recipientname: 'shipments.form.fields.recipientname',
  recipientaddress: 'shipments.form.fields.recipientaddress',
  recipientemail: 'shipments.form.fields.recipientemail',
  recipientlanguage: 'shipments.form.fields.recipientlanguage',
  notifyrecipient: 'shipments.form.fields.notifyrecipient',
  transportedgoods: 'shipments.form.fields.transportedgoods',
  accessories: 'shipments.form.fields.accessories',
  purchaseprice: 'shipments.form.fields.purchaseprice',
  shippingcosts: 'shipments.form.fields.shippingcosts',
  additionalservices: 'shipments.form.fields.additionalservices',
  totalamount: 'shipments.form.fields.totalamount',
  paymentmethod: 'shipments.form.fields.paymentmethod',
  firstLocation: 'shipments.form.fields.firstLocation',
  newHistoryLocation: 'shipments.form.fields.newHistoryLocation',
  newHistoryStatus: 'shipments.form.fields.newHistoryStatus',
  latitude: 'shipments.form.fields.latitude',
  longitude: 'shipments.form.fields.longitude',
} as const satisfies Record<ShipmentFormField, string>;

export const FORM_FIELDS = Object.keys(FIELD_LABELS) as ShipmentFormField[];
