/**
 * The buyer's inspection period after delivery (issue #53, DECISIONS 28), the owner's setting:
 * the database holds the same numbers (private.escrow_settings' default and check).
 */
export const ESCROW_PERIOD_DAYS = { default: 15, min: 1, max: 30 } as const;
