/**
 * The database's limits of an offer (private.transport_offer_limits). A file without imports,
 * so tests/integration/form-limits.test.ts can compare it with the live database's.
 */
export const PRICE_MAX = 200;
export const NOTE_MAX = 2000;
/** An offer is valid at most this long (days after today, UTC). */
export const VALIDITY_MAX_DAYS = 365;
