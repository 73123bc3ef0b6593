/**
 * The place a route entry gets when it must not say where: create_shipment's first entry when
 * staff give no pickup place, and entries that named a party before
 * supabase/migrations/20261125100000_first_route_entry_without_party_data.sql. Stored in
 * Romanian like the statuses; the public page shows it in the reader's language.
 */
const NEUTRAL_PLACE = 'Depozit';

export const isNeutralPlace = (location: string) => location.trim() === NEUTRAL_PLACE;
