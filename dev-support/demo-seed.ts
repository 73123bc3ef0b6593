/**
 * What supabase/seed.sql creates, for the tools that sign in or look up the demo data: the local
 * stack prints the staff login, tests and benchmarks use them. Local only, never a real account.
 */
/** The seeded staff account, printed by `npm start`. */
export const SEED_STAFF_EMAIL = 'staff@example.com';
export const SEED_STAFF_PASSWORD = 'local-staff-password';

/** Demo shipment 482913 and its recipient link. */
export const SEED_TRACKING_NUMBER = '482913';
export const SEED_RECIPIENT_KEY = 'demo-recipient-link-482913-local';
