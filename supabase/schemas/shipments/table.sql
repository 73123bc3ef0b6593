-- The shipments: one row per tracking number, and what a valid row is (the checks' tracking
-- number, route entries and map position). Staff read them under row-level security; every write
-- goes through the functions in this folder.

create function private.is_valid_position(pos jsonb)
returns boolean
language plpgsql
immutable
set search_path to ''
as $$
begin
  if pos is null then
    return true;
  end if;
  if jsonb_typeof(pos) <> 'object'
     or jsonb_typeof(pos -> 'lat') is distinct from 'number'
     or jsonb_typeof(pos -> 'lng') is distinct from 'number' then
    return false;
  end if;
  return (pos ->> 'lat')::numeric between -90 and 90
     and (pos ->> 'lng')::numeric between -180 and 180;
end;
$$;
grant execute on function private.is_valid_position(pos jsonb) to anon, authenticated, service_role;

create function private.is_valid_history(history jsonb)
returns boolean
language sql
immutable
set search_path to ''
as $$
  select jsonb_typeof(history) = 'array'
     and jsonb_array_length(history) <= 1000
     and not exists (
       select 1
       from jsonb_array_elements(history) as entry
       where jsonb_typeof(entry) <> 'object'
          or jsonb_typeof(entry -> 'status') is distinct from 'string'
          or jsonb_typeof(entry -> 'location') is distinct from 'string'
          or jsonb_typeof(entry -> 'date') is distinct from 'string'
          or char_length(entry ->> 'status') > 100
          or char_length(entry ->> 'location') > 200
          or char_length(entry ->> 'date') > 40
     );
$$;
grant execute on function private.is_valid_history(history jsonb) to anon, authenticated, service_role;

create function private.is_valid_tracking_number(id text)
returns boolean
language sql
immutable parallel safe
set search_path to ''
as $$
  select char_length(id) between 1 and 64
     and id !~ ('[\u0000-\u0020\u007F-\u00A0\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891'
                || '\u08E2\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F'
                || '\u3000\uE000-\uF8FF\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD'
                || '\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A'
                || '\U000E0001\U000E0020-\U000E007F\U000F0000-\U000FFFFD\U00100000-\U0010FFFD]')
     and unicode_assigned(id)
     and id is nfkc normalized;
$$;
revoke execute on function private.is_valid_tracking_number(id text) from public;
grant execute on function private.is_valid_tracking_number(id text) to service_role;

create table public.shipments (
  id text,
  status text default 'Expediere creată' not null,
  shippername text not null,
  shipperaddress text default '' not null,
  recipientname text not null,
  recipientaddress text default '' not null,
  transportedgoods text default '' not null,
  accessories text default '' not null,
  info text,
  purchaseprice text default '' not null,
  shippingcosts text default '' not null,
  additionalservices text default '' not null,
  totalamount text default '' not null,
  paymentmethod text default '' not null,
  history jsonb default '[]'::jsonb not null,
  currentposition jsonb,
  created_at timestamptz default now() not null,
  updated_at timestamptz default now() not null,
  shipperemail text,
  shipperlanguage text default 'en' not null,
  notifyshipper boolean default false not null,
  recipientemail text,
  recipientlanguage text default 'en' not null,
  notifyrecipient boolean default false not null,
  expecteddeliveryfrom date,
  expecteddeliveryto date,
  length_m numeric,
  width_m numeric,
  height_m numeric,
  weight_kg numeric,
  permit text default 'not_needed' not null,
  permit_number text,
  permit_valid_until date,
  escort text default 'none' not null,
  pickup_window_from timestamptz,
  pickup_window_to timestamptz,
  delivery_window_from timestamptz,
  delivery_window_to timestamptz,
  request_reference text,
  shipperphone text,
  recipientphone text,
  driver_notes text,
  driver_id uuid,
  vehicle_plate text,
  delivered_at timestamptz,
  constraint shipments_pkey primary key (id),
  constraint shipments_driver_id_fkey foreign key (driver_id) references auth.users(id) on delete set null,
  constraint shipments_accessories_length check ((char_length(accessories) <= 1000)),
  constraint shipments_currentposition_range check (private.is_valid_position(currentposition)),
  constraint shipments_expected_delivery_order check (((expecteddeliveryto is null) or ((expecteddeliveryfrom is not null) and (expecteddeliveryto >= expecteddeliveryfrom)))),
  constraint shipments_history_format check (private.is_valid_history(history)),
  constraint shipments_id_format check (private.is_valid_tracking_number(id)),
  constraint shipments_info_length check ((char_length(info) <= 2000)),
  constraint shipments_money_length check (((char_length(purchaseprice) <= 100) and (char_length(shippingcosts) <= 100) and (char_length(additionalservices) <= 500) and (char_length(totalamount) <= 100) and (char_length(paymentmethod) <= 100))),
  constraint shipments_notifyrecipient_needs_email check (((not notifyrecipient) or (recipientemail is not null))),
  constraint shipments_notifyshipper_needs_email check (((not notifyshipper) or (shipperemail is not null))),
  constraint shipments_recipientaddress_length check ((char_length(recipientaddress) <= 500)),
  constraint shipments_recipientemail_format check (private.is_valid_email(recipientemail)),
  constraint shipments_recipientlanguage_known check (private.is_site_language(recipientlanguage)),
  constraint shipments_recipientname_length check (((char_length(btrim(recipientname)) >= 1) and (char_length(btrim(recipientname)) <= 200))),
  constraint shipments_shipperaddress_length check ((char_length(shipperaddress) <= 500)),
  constraint shipments_shipperemail_format check (private.is_valid_email(shipperemail)),
  constraint shipments_shipperlanguage_known check (private.is_site_language(shipperlanguage)),
  constraint shipments_shippername_length check (((char_length(btrim(shippername)) >= 1) and (char_length(btrim(shippername)) <= 200))),
  constraint shipments_status_length check (((char_length(status) >= 1) and (char_length(status) <= 100))),
  constraint shipments_transportedgoods_length check ((char_length(transportedgoods) <= 1000)),
  constraint shipments_dimensions_range check ((((length_m > (0)::numeric) and (length_m <= (60)::numeric)) or (length_m is null)) and (((width_m > (0)::numeric) and (width_m <= (12)::numeric)) or (width_m is null)) and (((height_m > (0)::numeric) and (height_m <= (10)::numeric)) or (height_m is null)) and (((weight_kg > (0)::numeric) and (weight_kg <= (500000)::numeric)) or (weight_kg is null))),
  constraint shipments_permit check (permit in ('not_needed', 'requested', 'approved')),
  constraint shipments_permit_approved check (((permit <> 'approved') or ((char_length(btrim(permit_number)) >= 1) and (permit_valid_until is not null)))),
  constraint shipments_permit_number_length check ((char_length(permit_number) <= 100)),
  constraint shipments_escort check (escort in ('none', 'one', 'two', 'police')),
  constraint shipments_time_windows_order check ((((pickup_window_to is null) or ((pickup_window_from is not null) and (pickup_window_to >= pickup_window_from))) and ((delivery_window_to is null) or ((delivery_window_from is not null) and (delivery_window_to >= delivery_window_from))))),
  constraint shipments_request_reference_format check ((request_reference ~ '^A-[0-9]{4}-[0-9]{5,}$'::text)),
  constraint shipments_shipperphone_format check ((shipperphone ~ '^[0-9 +()/.-]{1,40}$'::text)),
  constraint shipments_recipientphone_format check ((recipientphone ~ '^[0-9 +()/.-]{1,40}$'::text)),
  constraint shipments_driver_notes_length check ((char_length(driver_notes) <= 2000)),
  constraint shipments_vehicle_plate_length check (((char_length(btrim(vehicle_plate)) >= 1) and (char_length(vehicle_plate) <= 20)))
);
alter table public.shipments enable row level security;
revoke insert, update, delete, truncate, references, trigger, maintain on table public.shipments from authenticated;
revoke all on table public.shipments from anon;
comment on table public.shipments is
  'Shipments; id is the tracking number customers type.';
comment on column public.shipments.shipperemail is
  'Shipper''s e-mail address (personal data, DECISIONS 22): staff only, never in a public answer.';
comment on column public.shipments.notifyshipper is
  'The shipper gets an e-mail on every status change (the unsubscribe link turns it off).';
comment on column public.shipments.recipientemail is
  'Recipient''s e-mail address (personal data, DECISIONS 22): staff only, never in a public answer.';
comment on column public.shipments.notifyrecipient is
  'The recipient gets an e-mail on every status change (the unsubscribe link turns it off).';
comment on column public.shipments.length_m is
  'Heavy-load facts (issue #37): length_m, width_m, height_m in metres and weight_kg, the load as it travels. Staff and the parties'' full view; never shown for the number alone.';
comment on column public.shipments.permit is
  'Special transport permit: not_needed (nu e necesară), requested (solicitată), approved (aprobată: permit_number and permit_valid_until required).';
comment on column public.shipments.escort is
  'Escort: none, one or two escort vehicles, or police.';
comment on column public.shipments.pickup_window_from is
  'Collection time window (pickup_window_from..pickup_window_to), and delivery_window_from..delivery_window_to: staff and parties only.';
comment on column public.shipments.request_reference is
  'The transport request this shipment was made from (convert_transport_request), e.g. A-2026-00042.';
comment on column public.shipments.shipperphone is
  'The shipper''s contact phone, for the driver''s one-tap call: at most 40 digits, spaces and + - ( ) / . (what the request form takes, so a converted request''s phone fits). Staff and the assigned driver.';
comment on column public.shipments.recipientphone is
  'The recipient''s contact phone, as shipperphone.';
comment on column public.shipments.driver_notes is
  'Notes for the driver (staff write them, the assigned driver reads them; at most 2000 characters).';
comment on column public.shipments.driver_id is
  'The driver (role driver in private.staff) assigned by public.assign_driver; null: none.';
comment on column public.shipments.delivered_at is
  'When the shipment was handed over: the delivery report''s recorded_at, else the time a save or route entry made it Livrat (deliveries.sql); null while not delivered. Escrow counts from it.';
comment on column public.shipments.expecteddeliveryfrom is
  'Expected delivery: a date, or the first day of a window ending expecteddeliveryto. Public.';

-- The answer of every function that finds no shipment under the number it was given.
create function private.raise_no_shipment(tracking_number text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  raise exception 'no shipment with tracking number %', tracking_number
    using errcode = 'P0002', detail = 'no_shipment';
end;
$$;
revoke execute on function private.raise_no_shipment(tracking_number text) from public;

create index shipments_created_at_idx on public.shipments (created_at desc);

create index shipments_updated_at_idx on public.shipments (updated_at desc);

create index shipments_status_created_at_idx on public.shipments (status, created_at desc);

create index shipments_driver_idx on public.shipments (driver_id) where (driver_id is not null);

create index shipments_status_desc_created_at_idx on public.shipments (status desc, created_at desc);

create policy "staff read shipments" on public.shipments
  for select to authenticated
  using (( select private.is_staff() as is_staff));

create trigger shipments_versioning
  before update on public.shipments
  for each row
  execute function private.row_versioning('id', 'shipment % was changed by someone else since it was opened', 'Reload the shipment and apply your change again.', 'a tracking number cannot be changed', 'id_immutable');

-- Every change is in the shipments' trail (audit/shipment-changes.sql).
create trigger shipments_audit
  after insert or delete or update on public.shipments
  for each row
  execute function private.record_shipment_change();
