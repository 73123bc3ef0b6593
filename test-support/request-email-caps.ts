/**
 * The hourly caps of new requests' e-mails (issue #48) raised for a test stack: its tests and
 * journeys are many people sending requests within one hour, and the caps would turn later
 * ones' acknowledgements and notices into the digest. The caps themselves are proved in
 * tests/integration/request-mail-caps.test.ts, which sets its own.
 */
export const RAISE_REQUEST_EMAIL_CAPS_SQL = `
  update private.transport_request_settings
     set acknowledgements_per_hour = 1000, notices_per_hour = 1000`;
