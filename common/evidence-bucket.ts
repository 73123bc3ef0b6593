/**
 * The bucket of a shipment's photos, signatures and papers (supabase/config.toml, DECISIONS 26):
 * the driver's outbox, the staff screens and the Edge Functions name the same one.
 */
export const EVIDENCE_BUCKET = 'shipment-evidence';
