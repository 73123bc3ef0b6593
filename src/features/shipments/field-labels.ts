/**
 * Each field's label, in screen order (the first invalid field is named in the toast). Here,
 * below the form, because the write failures and the CSV name fields with the same words;
 * form/form-fields.ts checks that the form has exactly these fields.
 */
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
} as const;

/** A field of the shipment dialog, as a write failure or the form names it. */
export type ShipmentField = keyof typeof FIELD_LABELS;
