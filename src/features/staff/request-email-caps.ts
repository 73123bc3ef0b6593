/**
 * How many e-mails new transport requests may cause an hour (issue #48), the owner's setting:
 * the database holds the same numbers (private.transport_request_settings' defaults and
 * checks); tests/integration/request-mail-caps.test.ts fails when the two disagree.
 *
 * 20 acknowledgements: a family company gets a handful of requests on a busy day, so 20 in one
 * hour is a flood, and a flood then mails at most 20 strangers an hour in the company's name.
 * 10 notices per staff member: each is read by a person; beyond 10 an hour one digest says more.
 */
export const REQUEST_EMAIL_CAPS = {
  acknowledgementsPerHour: { default: 20, min: 0, max: 1000 },
  noticesPerHour: { default: 10, min: 0, max: 1000 },
} as const;
