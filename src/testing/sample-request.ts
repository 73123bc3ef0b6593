// Relative imports: the benchmarks and the Node test helpers (no `@/` alias) import this file.
import type { RequestPayload } from '#common/requests/request-payload';

/** The day `days` from today (UTC), as the request's date fields take it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One transport request as the page sends it (issue #36's contract): a drivable tractor from
 * Passau to Warszawa a week from today, nothing optional filled in. The tests, the browser
 * journeys and the benchmark change only what they are about.
 */
export function sampleRequest(change: Partial<RequestPayload> = {}): RequestPayload {
  return {
    name: 'Max Mustermann',
    company: null,
    email: 'max@example.com',
    phone: null,
    language: 'de',
    kind: 'tractor',
    goods: 'Fendt 724 Vario',
    quantity: 1,
    drivable: true,
    running_gear: 'wheels',
    with_attachments: false,
    container_size: null,
    container_loaded: null,
    length_m: 5.2,
    width_m: 2.75,
    height_m: 3.2,
    weight_kg: 8900,
    value_eur: null,
    listing_url: null,
    pickup: { address: null, postcode: '94032', town: 'Passau', country: 'DE' },
    delivery: { address: null, postcode: '00-001', town: 'Warszawa', country: 'PL' },
    earliest_pickup: dayFromToday(7),
    latest_delivery: null,
    pickup_loading: 'drives_on',
    delivery_loading: 'ramp',
    escrow: false,
    message: null,
    website: null,
    ...change,
  };
}
