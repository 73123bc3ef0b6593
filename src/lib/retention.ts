/**
 * How long the site keeps what it stores about the public (DECISIONS 23), for the privacy
 * notice and the owner's setting on the staff screen. The database holds the same numbers
 * (private.transport_request_settings' defaults and checks, private.tracking_miss_window(), the
 * purge-tracking-misses job's schedule);
 * tests/integration/retention-periods.test.ts fails when the two disagree.
 */
export const REQUEST_RETENTION = {
  /** A request that did not become a shipment: months after it arrived (the owner's setting). */
  keepMonths: { default: 6, min: 1, max: 36 },
  /** A request the honeypot caught: days after it arrived. */
  spamKeepDays: { default: 30, min: 1, max: 365 },
} as const;

/**
 * A tracking lookup that found nothing (or a wrong offer key): its client address counts this
 * long for the throttle (private.tracking_miss_window()) …
 */
export const TRACKING_MISS_MINUTES = 15;
/** … and is deleted by a job that runs this often (pg_cron's `purge-tracking-misses`) … */
export const TRACKING_MISS_PURGE_MINUTES = 5;
/** … so the privacy notice promises it is gone this long after the lookup at the latest. */
export const TRACKING_MISS_KEPT_MINUTES = TRACKING_MISS_MINUTES + TRACKING_MISS_PURGE_MINUTES;
