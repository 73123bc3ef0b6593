import type { ShipmentFormField } from './shipment-form-schema';

/** Each field's label, in screen order (the first invalid field is named in the toast). */
export const FIELD_LABELS = {
  id: 'form.fields.id',
  status: 'form.fields.status',
  info: 'form.fields.info',
  expecteddeliveryfrom: 'form.fields.expecteddeliveryfrom',
  expecteddeliveryto: 'form.fields.expecteddeliveryto',
  shippername: 'form.fields.shippername',
  shipperaddress: 'form.fields.shipperaddress',
  shipperemail: 'form.fields.shipperemail',
  shipperlanguage: 'form.fields.shipperlanguage',
  notifyshipper: 'form.fields.notifyshipper',
  recipientname: 'form.fields.recipientname',
  recipientaddress: 'form.fields.recipientaddress',
  recipientemail: 'form.fields.recipientemail',
  recipientlanguage: 'form.fields.recipientlanguage',
  notifyrecipient: 'form.fields.notifyrecipient',
  transportedgoods: 'form.fields.transportedgoods',
  accessories: 'form.fields.accessories',
  purchaseprice: 'form.fields.purchaseprice',
  shippingcosts: 'form.fields.shippingcosts',
  additionalservices: 'form.fields.additionalservices',
  totalamount: 'form.fields.totalamount',
  paymentmethod: 'form.fields.paymentmethod',
  firstLocation: 'form.fields.firstLocation',
  newHistoryLocation: 'form.fields.newHistoryLocation',
  newHistoryStatus: 'form.fields.newHistoryStatus',
  latitude: 'form.fields.latitude',
  longitude: 'form.fields.longitude',
} as const satisfies Record<ShipmentFormField, string>;

export const FORM_FIELDS = Object.keys(FIELD_LABELS) as ShipmentFormField[];
