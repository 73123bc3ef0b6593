/**
 * How long the site keeps what it stores about the public (DECISIONS 23), for the privacy
 * notice and the owner's setting on the staff screen. The database holds the same numbers
 * (private.transport_request_settings' defaults and checks, private.tracking_miss_window());
 * tests/integration/retention-periods.test.ts fails when the two disagree.
 */
export const REQUEST_RETENTION = {
  /** A request that did not become a shipment: months after it arrived (the owner's setting). */
  keepMonths: { default: 6, min: 1, max: 36 },
  /** A request the honeypot caught: days after it arrived. */
  spamKeepDays: { default: 30, min: 1, max: 365 },
} as const;

/** A tracking lookup that found nothing: its client address is kept this long, for the throttle. */
export const TRACKING_MISS_MINUTES = 15;
