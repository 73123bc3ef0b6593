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
  length_m: 'form.fields.length_m',
  width_m: 'form.fields.width_m',
  height_m: 'form.fields.height_m',
  weight_kg: 'form.fields.weight_kg',
  permit: 'form.fields.permit',
  permit_number: 'form.fields.permit_number',
  permit_valid_until: 'form.fields.permit_valid_until',
  escort: 'form.fields.escort',
  pickup_window_from: 'form.fields.pickup_window_from',
  pickup_window_to: 'form.fields.pickup_window_to',
  delivery_window_from: 'form.fields.delivery_window_from',
  delivery_window_to: 'form.fields.delivery_window_to',
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
