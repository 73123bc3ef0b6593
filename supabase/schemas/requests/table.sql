-- Transport requests (issue #36): one row per request a visitor sent through the request page.
-- Staff read them under row-level security; nobody writes them except the functions in this
-- folder (submit, purge; part 2 the offer). client and network are the sender's address for the
-- limits: personal data, gone with the row.

create table public.transport_requests (
  id uuid default gen_random_uuid(),
  reference text not null,
  status text default 'new' not null,
  language text not null,
  name text not null,
  company text,
  email text not null,
  phone text,
  kind text not null,
  goods text not null,
  quantity integer default 1 not null,
  drivable boolean,
  running_gear text,
  with_attachments boolean,
  container_size text,
  container_loaded boolean,
  length_m numeric,
  width_m numeric,
  height_m numeric,
  weight_kg numeric,
  value_eur numeric,
  listing_url text,
  pickup_address text,
  pickup_postcode text,
  pickup_town text not null,
  pickup_country text not null,
  delivery_address text,
  delivery_postcode text,
  delivery_town text not null,
  delivery_country text not null,
  earliest_pickup date not null,
  latest_delivery date,
  pickup_loading text default 'unknown' not null,
  delivery_loading text default 'unknown' not null,
  escrow boolean default false not null,
  message text,
  client text not null,
  network text not null,
  created_at timestamptz default clock_timestamp() not null,
  updated_at timestamptz default clock_timestamp() not null,
  opened_at timestamptz,
  opened_by text,
  offer_price text,
  offer_valid_until date,
  offer_note text,
  offer_sent_at timestamptz,
  offer_sent_by text,
  offer_count integer default 0 not null,
  answered_at timestamptz,
  decline_reason text,
  status_emails boolean default false not null,
  shipment_id text,
  shipment_created_at timestamptz,
  constraint transport_requests_pkey primary key (id),
  constraint transport_requests_reference_unique unique (reference),
  constraint transport_requests_reference_format check ((reference ~ '^A-[0-9]{4}-[0-9]{5,}$'::text)),
  constraint transport_requests_status check (status in ('new', 'offer_sent', 'accepted', 'converted', 'rejected', 'spam', 'expired')),
  constraint transport_requests_email_format check (private.is_valid_email(email)),
  constraint transport_requests_dates_order check (((latest_delivery is null) or (latest_delivery >= earliest_pickup))),
  constraint transport_requests_offer_lengths check (((char_length(offer_price) <= 200) and (char_length(offer_note) <= 2000))),
  constraint transport_requests_offer_complete check ((offer_count = 0 and offer_price is null and offer_valid_until is null and offer_sent_at is null) or (offer_count > 0 and char_length(btrim(offer_price)) >= 1 and offer_valid_until is not null and offer_sent_at is not null)),
  constraint transport_requests_decline_reason_length check ((char_length(decline_reason) <= 1000)),
  constraint transport_requests_shipment_pair check (((shipment_id is null) = (shipment_created_at is null))),
  constraint transport_requests_converted_has_shipment check (((status <> 'converted') or (shipment_id is not null))),
  constraint transport_requests_shipment_unique unique (shipment_id, shipment_created_at)
);
alter table public.transport_requests enable row level security;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.transport_requests from authenticated;
revoke all on table public.transport_requests from anon;
comment on table public.transport_requests is
  'Transport requests from the request page (issue #36); written only by submit_transport_request and the retention purge. client, network: the sender''s address and network, for the limits.';

comment on column public.transport_requests.opened_at is
  'When a staff member first opened the request (opened_by); null: still marked new in the list.';
comment on column public.transport_requests.offer_price is
  'The current offer''s price as the company writes it (net/gross, currency), e.g. ''2.450 EUR netto zzgl. 19 % MwSt.''.';
comment on column public.transport_requests.offer_count is
  'Offers sent so far; a later offer replaces the earlier one (its e-mail says so, the earlier key stops working).';
comment on column public.transport_requests.answered_at is
  'When the customer accepted or declined the current offer (decline_reason: their optional words).';
comment on column public.transport_requests.status_emails is
  'The customer asked, when accepting, for an e-mail at every status change of the shipment.';
comment on column public.transport_requests.shipment_id is
  'The shipment made from this request (convert_transport_request), with shipment_created_at: a tracking number can be used again after a purge.';

create index transport_requests_created_at_idx on public.transport_requests (created_at desc);

create index transport_requests_status_created_at_idx on public.transport_requests (status, created_at desc);

create index transport_requests_client_idx on public.transport_requests (client, created_at);

create index transport_requests_network_idx on public.transport_requests (network, created_at);

create index transport_requests_mailbox_idx on public.transport_requests (private.mailbox_key(email), created_at);

create policy "staff read transport requests" on public.transport_requests
  for select to authenticated
  using (( select private.is_staff() as is_staff));

create trigger transport_requests_versioning
  before update on public.transport_requests
  for each row
  execute function private.row_versioning('reference', 'request % was changed by someone else since it was opened', 'Reload the request and apply your change again.', 'a request''s reference cannot be changed', 'reference_immutable');

-- Every change is in the requests' trail (audit/transport-request-changes.sql).
create trigger transport_requests_audit
  after insert or delete or update on public.transport_requests
  for each row
  execute function private.record_transport_request_change();

-- The owner's request settings (one row; read and set in settings.sql): here, with the tables,
-- as the request functions declare its row type and retention/ reads it.
create table private.transport_request_settings (
  id boolean default true,
  keep_months integer default 6 not null,
  spam_keep_days integer default 30 not null,
  acknowledgements_per_hour integer default 20 not null,
  notices_per_hour integer default 10 not null,
  constraint transport_request_settings_pkey primary key (id),
  constraint transport_request_settings_one_row check (id),
  constraint transport_request_settings_keep_months check (((keep_months >= 1) and (keep_months <= 36))),
  constraint transport_request_settings_spam_keep_days check (((spam_keep_days >= 1) and (spam_keep_days <= 365))),
  constraint transport_request_settings_acknowledgements_per_hour check (((acknowledgements_per_hour >= 0) and (acknowledgements_per_hour <= 1000))),
  constraint transport_request_settings_notices_per_hour check (((notices_per_hour >= 0) and (notices_per_hour <= 1000)))
);
alter table private.transport_request_settings enable row level security;
comment on table private.transport_request_settings is
  'keep_months: a request in status new, offer_sent, accepted, rejected or expired is deleted this many months after it arrived; spam_keep_days: spam after this many days; converted ones as long as their shipment, then as the others. acknowledgements_per_hour: acknowledgements queued per UTC clock hour, site-wide (beyond: not sent, recorded on the request); notices_per_hour: new-request notices per staff member and hour (beyond: one digest at the end of the hour).';

-- Every change is in the settings' trail (audit/config-changes.sql).
create trigger transport_request_settings_audit
  after insert or delete or update on private.transport_request_settings
  for each row
  execute function private.record_config_change();

-- The keys of a request's offers (offer-keys.sql says what they open).
create table private.transport_offer_keys (
  request_id uuid,
  offer_number integer,
  key_hash bytea not null,
  created_at timestamptz default clock_timestamp() not null,
  state text default 'current' not null,
  ended_at timestamptz,
  constraint transport_offer_keys_pkey primary key (request_id, offer_number),
  constraint transport_offer_keys_key_hash_unique unique (key_hash),
  constraint transport_offer_keys_state check (state in ('current', 'replaced', 'accepted', 'declined')),
  constraint transport_offer_keys_ended check (((state = 'current') = (ended_at is null))),
  constraint transport_offer_keys_request_id_fkey foreign key (request_id) references public.transport_requests(id) on delete cascade
);
alter table private.transport_offer_keys enable row level security;
comment on table private.transport_offer_keys is
  'SHA-256 (private.link_key_hash) of the key in each offer''s link; never the key. Kept with the request: state current (the newest offer, unanswered), replaced (by a newer offer, ended_at), accepted or declined (ended_at: the answer).';

-- One offer at a time is the request's: every earlier one is replaced.
create unique index transport_offer_keys_live_idx on private.transport_offer_keys (request_id) where (state <> 'replaced'::text);
