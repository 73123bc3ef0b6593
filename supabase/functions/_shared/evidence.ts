/** The bucket of a shipment's photos, signatures and papers (supabase/config.toml, DECISIONS 26). */
export const EVIDENCE_BUCKET = 'shipment-evidence';
