/**
 * The values of the heavy-load columns of public.shipments (issue #37; its checks
 * shipments_permit, shipments_escort and shipments_dimensions_range): named once for the
 * staff form, its schema, the row schema and the audit's wording.
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

/** The two ends of each time window, `to` needing `from` (shipments_time_windows_order). */
export const TIME_WINDOWS = [
  ['pickup_window_from', 'pickup_window_to'],
  ['delivery_window_from', 'delivery_window_to'],
] as const;
