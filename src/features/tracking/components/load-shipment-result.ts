import type * as ShipmentResultModule from './shipment-result';

/**
 * The full view (names, addresses, goods, prices) only a party link opens (DECISIONS 18). Most
 * lookups are by the number alone, so its code is fetched only for a party key: asked for as
 * soon as the page has one, in parallel with the lookup (DECISIONS 20, the result's budget).
 * One promise, so React's `use` reads it without suspending once it has settled.
 */
let fullView: Promise<typeof ShipmentResultModule> | undefined;

export function loadShipmentResult() {
  fullView ??= import('./shipment-result');
  return fullView;
}
