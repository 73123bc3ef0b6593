import type { Language } from '@/lib/i18n/languages';
import { INITIAL_STATUS } from '@/lib/shipments/status';

import type { ShipmentCreation } from '../api/create-shipment';
import type { RouteEvent } from '../api/save-shipment';
import type { Shipment, ShipmentColumns } from '../api/shipment-schemas';
import { parseCoordinate } from './coordinates';
import { savedEmail } from './email-address';
import { changedFields, FIELD_COLUMNS } from './form-diff';
import type { ShipmentFormValues } from './shipment-form-schema';
import { isBlank } from './text-length';

/** A shipment as the form shows it: every field as text, the route update empty. */
export function formValuesOf(shipment: Shipment): ShipmentFormValues {
  return {
    id: shipment.id,
    status: shipment.status,
    info: shipment.info ?? '',
    shippername: shipment.shippername,
    shipperaddress: shipment.shipperaddress,
    recipientname: shipment.recipientname,
    recipientaddress: shipment.recipientaddress,
    shipperemail: shipment.shipperemail ?? '',
    shipperlanguage: shipment.shipperlanguage,
    notifyshipper: shipment.notifyshipper,
    recipientemail: shipment.recipientemail ?? '',
    recipientlanguage: shipment.recipientlanguage,
    notifyrecipient: shipment.notifyrecipient,
    expecteddeliveryfrom: shipment.expecteddeliveryfrom ?? '',
    expecteddeliveryto: shipment.expecteddeliveryto ?? '',
    transportedgoods: shipment.transportedgoods,
    accessories: shipment.accessories,
    purchaseprice: shipment.purchaseprice,
    shippingcosts: shipment.shippingcosts,
    additionalservices: shipment.additionalservices,
    totalamount: shipment.totalamount,
    paymentmethod: shipment.paymentmethod,
    latitude: shipment.currentposition ? String(shipment.currentposition.lat) : '',
    longitude: shipment.currentposition ? String(shipment.currentposition.lng) : '',
    firstLocation: '',
    newHistoryLocation: '',
    newHistoryStatus: '',
  };
}

/**
 * A new shipment's form: the suggested number, SPEC §4's first status, and both parties'
 * language the one staff chose last (issue #26; English until then).
 */
export function newShipmentValues(
  trackingNumber: string,
  partyLanguage: Language = 'en',
): ShipmentFormValues {
  return {
    id: trackingNumber,
    status: INITIAL_STATUS,
    info: '',
    shippername: '',
    shipperaddress: '',
    recipientname: '',
    recipientaddress: '',
    shipperemail: '',
    shipperlanguage: partyLanguage,
    notifyshipper: false,
    recipientemail: '',
    recipientlanguage: partyLanguage,
    notifyrecipient: false,
    expecteddeliveryfrom: '',
    expecteddeliveryto: '',
    transportedgoods: '',
    accessories: '',
    purchaseprice: '',
    shippingcosts: '',
    additionalservices: '',
    totalamount: '',
    paymentmethod: '',
    latitude: '',
    longitude: '',
    firstLocation: '',
    newHistoryLocation: '',
    newHistoryStatus: '',
  };
}

/** Valid form values as saved: text trimmed, an empty info as none, the position as numbers. */
export function columnsOf(values: ShipmentFormValues): ShipmentColumns {
  const lat = parseCoordinate(values.latitude);
  const lng = parseCoordinate(values.longitude);
  return {
    status: values.status.trim(),
    shippername: values.shippername.trim(),
    shipperaddress: values.shipperaddress.trim(),
    recipientname: values.recipientname.trim(),
    recipientaddress: values.recipientaddress.trim(),
    shipperemail: savedEmail(values.shipperemail),
    shipperlanguage: values.shipperlanguage,
    notifyshipper: values.notifyshipper,
    recipientemail: savedEmail(values.recipientemail),
    recipientlanguage: values.recipientlanguage,
    notifyrecipient: values.notifyrecipient,
    expecteddeliveryfrom: values.expecteddeliveryfrom || null,
    expecteddeliveryto: values.expecteddeliveryto || null,
    transportedgoods: values.transportedgoods.trim(),
    accessories: values.accessories.trim(),
    info: values.info.trim() || null,
    purchaseprice: values.purchaseprice.trim(),
    shippingcosts: values.shippingcosts.trim(),
    additionalservices: values.additionalservices.trim(),
    totalamount: values.totalamount.trim(),
    paymentmethod: values.paymentmethod.trim(),
    currentposition: lat !== undefined && lng !== undefined ? { lat, lng } : null,
  };
}

export function creationOf(values: ShipmentFormValues): ShipmentCreation {
  return {
    shipment: { id: values.id.trim(), ...columnsOf(values) },
    firstLocation: values.firstLocation.trim() || null,
  };
}

/**
 * The columns the user changed since `base` (the version the form loaded), as saved: a save
 * sends nothing else, so it never writes back a value someone else changed meanwhile.
 */
export function changesOf(
  base: ShipmentFormValues,
  values: ShipmentFormValues,
): Partial<ShipmentColumns> {
  const columns = columnsOf(values);
  const changed = new Set(changedFields(base, values).map((field) => FIELD_COLUMNS[field]));
  return Object.fromEntries([...changed].map((column) => [column, columns[column]]));
}

/** The route entry to append, when both of its fields are filled (SPEC §4); else none. */
export function routeEventOf(values: ShipmentFormValues): RouteEvent | null {
  if (isBlank(values.newHistoryStatus) || isBlank(values.newHistoryLocation)) return null;
  return { status: values.newHistoryStatus.trim(), location: values.newHistoryLocation.trim() };
}

/** Whether closing now would lose something the user typed. */
export function hasUnsavedInput(base: ShipmentFormValues, values: ShipmentFormValues): boolean {
  return (
    base.id !== values.id ||
    changedFields(base, values).length > 0 ||
    !isBlank(values.firstLocation) ||
    !isBlank(values.newHistoryLocation) ||
    !isBlank(values.newHistoryStatus)
  );
}
