/**
 * The floor plan of supabase/schemas/ (README, "The database's wanted state"), as
 * eslint.config.js is src/'s: the floor folders every folder may use, lowest first, and what each
 * feature folder offers the others. Any other use of a feature's object from another folder
 * fails schema-layers.test.ts, naming the file, the object and its folder. An entry point is a
 * decision: say who uses it and why; the test fails on one no other folder uses.
 *
 * Here and not in supabase/schemas/, which holds only what the Supabase CLI reads (DECISIONS 24).
 */

/** Below every feature, lowest first; `schemas.sql` (the schemas, the extensions) is below them. */
export const FLOOR = ['base', 'audit'] as const;

/** Per feature folder: `schema.name` it offers, and to whom and what for. */
export const ENTRY_POINTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  shipments: {
    'public.shipments':
      'the table: the tracking lookup and links, the e-mails, a converted request, the purges, the evidence files’ policies and the escrow steps read it',
    'private.create_shipment': 'requests: a request becomes a shipment as staff would add it',
    'private.raise_no_shipment':
      "tracking, e-mails and escrow: the one answer for a number that's not there",
    'private.is_delivered_status':
      'tracking: the expected delivery is no longer shown once delivered; escrow: delivery starts the inspection period',
    'private.history_without_parties': 'tracking: the route for the number alone',
    'private.status_email_payload': 'e-mails: what a status e-mail says, without a party’s place',
    'private.shipment_deliveries': 'tracking: a party link expires a number of days after delivery',
    'private.recount_shipment_statuses': 'jobs: the nightly recount',
    'public.shipment_reports':
      'tracking: a party’s view shows the reports from the road; retention: they go with a purged shipment',
    'private.drives_shipment':
      'storage: a driver stores files only under the reports folder of a shipment assigned to them',
  },
  escrow: {
    'public.shipment_escrows':
      'tracking: a party sees the escrow; e-mails: each step is told; retention: it goes with a purged shipment',
    'private.escrow_view':
      'tracking and e-mails: the escrow as a party sees it, in the lookup, the answer and the e-mails, made once',
    'private.answer_escrow_as_buyer':
      'tracking: the buyer answers through the recipient’s party link, which tracking checks',
    'private.start_escrow':
      'requests: a converted request that asked for escrow is an escrow shipment',
    'private.escrow_schedule': 'jobs: every minute, the inspection periods and reminders',
  },
  tracking: {
    'private.tracking_settings': 'retention: restore_days, how long a deleted shipment stays',
    'public.tracking_link': 'e-mails: the link e-mail answers with the link it made',
    'private.create_tracking_link': 'e-mails: the link e-mail makes the link it sends',
    'private.linked_shipment': 'e-mails: the shipment of a staff action, or no_shipment',
    'private.require_party': 'e-mails: a party is shipper or recipient, checked first',
    'private.open_party_link':
      'storage: a party’s files open with the key that opens its tracking view, and no other',
  },
  email: {
    'private.email_outbox':
      'requests and retention: a request’s e-mails are queued there and purged from there',
    'private.email_unsubscribe_tokens': 'retention: a purged shipment’s tokens go with it',
    'public.shipment_email': 'requests: a request’s e-mails in the shape staff see a shipment’s in',
    'private.as_shipment_email': 'requests: the same shape, made once',
    'private.send_tracking_link_email': 'requests: a converted request’s customer gets their link',
  },
  requests: {
    'public.transport_requests': 'retention: requests past the owner’s period go',
    'private.transport_request_settings': 'retention: keep_months and spam_keep_days',
    'private.transport_request_nonces': 'retention: the used nonces of expired form tokens go',
    'private.form_token_lifetime': 'retention: when a form token has expired',
    'private.expire_transport_offers': 'jobs: daily, just after a day’s offers end',
  },
  retention: {
    'private.purge_deleted_shipments': 'jobs: nightly',
    'private.purge_expired_transport_requests': 'jobs: nightly',
  },
};
