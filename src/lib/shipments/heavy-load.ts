/**
 * The values of the heavy-load columns of public.shipments (issue #37; its checks
 * shipments_permit, shipments_escort and shipments_dimensions_range): named once for the
 * staff form, its schema and the row schema.
 */
export const PERMITS = ['not_needed', 'requested', 'approved'] as const;

/** None, one or two escort vehicles, or the police. */
export const ESCORTS = ['none', 'one', 'two', 'police'] as const;

/** Each measure is more than 0 and at most this (metres; the weight in kg). */
export const LOAD_LIMITS = {
  length_m: 60,
  width_m: 12,
  height_m: 10,
  weight_kg: 500000,
} as const;
export type LoadMeasure = keyof typeof LOAD_LIMITS;
