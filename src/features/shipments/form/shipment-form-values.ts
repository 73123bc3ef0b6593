import { writeLocalNumber } from '@/lib/loads/parse-number';
import { LOAD_LIMITS, type LoadMeasure } from '@/lib/shipments/heavy-load';
import { ADMIN_LANGUAGE, type Language } from '#common/languages';
import { INITIAL_STATUS } from '#common/shipments/status';

import type { ShipmentCreation } from '../api/create-shipment';
import type { RouteEvent } from '../api/save-shipment';
import type { Shipment, ShipmentColumns } from '../api/shipment-schemas';
import { parseCoordinate } from './coordinates';
import { savedEmail } from './email-address';
import { changedFields, FIELD_COLUMNS } from './form-diff';
import { parseMeasure, type ShipmentFormValues } from './shipment-form-schema';
import { isBlank } from './text-length';
import { instantOf, localDateTimeOf } from './time-window';

const MEASURES = Object.keys(LOAD_LIMITS) as LoadMeasure[];

/** A stored measure as staff write it, with a decimal comma ('3,2'); '' for none. */
function measureText(value: number | null): string {
  return value === null ? '' : writeLocalNumber(value, ADMIN_LANGUAGE);
}

/** The load section of a shipment's form (issue #37). */
function loadValuesOf(shipment: Shipment) {
  return {
    length_m: measureText(shipment.length_m),
    width_m: measureText(shipment.width_m),
    height_m: measureText(shipment.height_m),
    weight_kg: measureText(shipment.weight_kg),
    permit: shipment.permit,
    permit_number: shipment.permit_number ?? '',
    permit_valid_until: shipment.permit_valid_until ?? '',
    escort: shipment.escort,
    pickup_window_from: localDateTimeOf(shipment.pickup_window_from),
    pickup_window_to: localDateTimeOf(shipment.pickup_window_to),
    delivery_window_from: localDateTimeOf(shipment.delivery_window_from),
    delivery_window_to: localDateTimeOf(shipment.delivery_window_to),
  };
}

/** The load section of a new shipment: nothing known, no permit, no escort. */
const NO_LOAD_VALUES = {
  length_m: '',
  width_m: '',
  height_m: '',
  weight_kg: '',
  permit: 'not_needed',
  permit_number: '',
  permit_valid_until: '',
  escort: 'none',
  pickup_window_from: '',
  pickup_window_to: '',
  delivery_window_from: '',
  delivery_window_to: '',
} as const satisfies Partial<ShipmentFormValues>;

/** A shipment as the form shows it: every field as text, the route update empty. */
export function formValuesOf(shipment: Shipment): ShipmentFormValues {
  return {
    id: shipment.id,
    status: shipment.status,
    info: shipment.info ?? '',
    shippername: shipment.shippername,
    shipperaddress: shipment.shipperaddress,
    shipperphone: shipment.shipperphone ?? '',
    recipientname: shipment.recipientname,
    recipientaddress: shipment.recipientaddress,
    recipientphone: shipment.recipientphone ?? '',
    driver_notes: shipment.driver_notes ?? '',
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
    ...loadValuesOf(shipment),
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
    shipperphone: '',
    recipientname: '',
    recipientaddress: '',
    recipientphone: '',
    driver_notes: '',
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
    ...NO_LOAD_VALUES,
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
    // Empty is none: the database takes a phone only with a digit in it.
    shipperphone: values.shipperphone.trim() || null,
    recipientphone: values.recipientphone.trim() || null,
    driver_notes: values.driver_notes.trim() || null,
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
    ...(Object.fromEntries(
      MEASURES.map((measure) => [measure, parseMeasure(values[measure], measure) ?? null]),
    ) as Record<LoadMeasure, number | null>),
    permit: values.permit,
    // Only an approved permit keeps its number and date (the fields are hidden otherwise).
    permit_number: values.permit === 'approved' ? values.permit_number.trim() : null,
    permit_valid_until: values.permit === 'approved' ? values.permit_valid_until : null,
    escort: values.escort,
    pickup_window_from: instantOf(values.pickup_window_from),
    pickup_window_to: instantOf(values.pickup_window_to),
    delivery_window_from: instantOf(values.delivery_window_from),
    delivery_window_to: instantOf(values.delivery_window_to),
  };
}

/** Columns saved together: a permit that changes writes its number and date too. */
const SAVED_TOGETHER: readonly (readonly (keyof ShipmentColumns)[])[] = [
  ['permit', 'permit_number', 'permit_valid_until'],
];

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
  const changed = new Set<keyof ShipmentColumns>(
    changedFields(base, values).map((field) => FIELD_COLUMNS[field]),
  );
  for (const group of SAVED_TOGETHER) {
    if (group.some((column) => changed.has(column))) group.forEach((column) => changed.add(column));
  }
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
