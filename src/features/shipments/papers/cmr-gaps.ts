import type { Shipment } from '../api/shipment-schemas';
import type { ShipmentField } from '../field-labels';

/**
 * What a CMR needs that staff type in the shipment (CMR Art. 6(1)): where the goods are taken
 * over and delivered (the parties' addresses), what they are and their gross weight. The names
 * are never missing: the shipment requires them.
 */
const CMR_NEEDS = [
  'shipperaddress',
  'recipientaddress',
  'transportedgoods',
  'weight_kg',
] as const satisfies readonly (ShipmentField & keyof Shipment)[];

/** The fields to fill in before a CMR can be made, in the form's order; none: it can. */
export function cmrGaps(shipment: Shipment): (typeof CMR_NEEDS)[number][] {
  return CMR_NEEDS.filter((field) => {
    const value = shipment[field];
    return typeof value === 'string' ? value.trim() === '' : value === null;
  });
}
