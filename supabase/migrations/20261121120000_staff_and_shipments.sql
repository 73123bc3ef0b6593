-- Staff membership, shipments and the public tracking lookup.
--
-- Hosted Supabase exposes every table in `public` through PostgREST to whoever holds the anon
-- key, and that key ships in the site's JavaScript. So every rule lives here: row-level security
-- on every table, nothing granted that a role does not need, and the one public read (a lookup by
-- exact tracking number) behind a function that returns at most one row and throttles misses.

create extension if not exists pg_trgm with schema extensions;

-- Objects the API must never expose directly. PostgREST serves only `public`.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Staff
-- Membership is a row here rather than an app_metadata claim in the JWT: removing the row
-- ends a person's access on their next request, whereas a claim stays valid until the access
-- token expires (up to an hour), and customers' names and addresses are behind it.
-- ---------------------------------------------------------------------------------------------
create table private.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table private.staff enable row level security;
grant select, insert, delete on private.staff to service_role;

-- The one helper every policy uses. Security definer because the caller cannot read
-- private.staff; it reveals nothing but a yes/no about the caller.
create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.staff where user_id = (select auth.uid()));
$$;
revoke execute on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

-- `npm run staff:add` calls this with the service_role key after creating the Auth user.
create function public.grant_staff(user_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into private.staff (user_id) values (grant_staff.user_id) on conflict do nothing;
$$;
revoke execute on function public.grant_staff(uuid) from public, anon, authenticated;
grant execute on function public.grant_staff(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Validation helpers (immutable, so check constraints may use them)
-- ---------------------------------------------------------------------------------------------

-- A position is {"lat": number, "lng": number} within the globe. plpgsql so the type checks
-- run before the casts (a check's AND has no guaranteed order).
create function private.is_valid_position(pos jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
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

-- History is an array of {status, location, date} strings, the shape SPEC §3 describes.
create function private.is_valid_history(history jsonb)
returns boolean
language sql
immutable
set search_path = ''
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

grant execute on function private.is_valid_position(jsonb), private.is_valid_history(jsonb)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Shipments. Column names are SPEC §3's: existing data and exports use them.
-- Every check has a name the site maps to a message (src/features/shipments).
-- ---------------------------------------------------------------------------------------------
create table public.shipments (
  id text primary key,
  status text not null default 'Expediere creată',
  shippername text not null,
  shipperaddress text not null default '',
  recipientname text not null,
  recipientaddress text not null default '',
  transportedgoods text not null default '',
  accessories text not null default '',
  info text,
  purchaseprice text not null default '',
  shippingcosts text not null default '',
  additionalservices text not null default '',
  totalamount text not null default '',
  paymentmethod text not null default '',
  history jsonb not null default '[]'::jsonb,
  currentposition jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- A tracking number is 1–64 visible characters: no spaces, no control characters.
  constraint shipments_id_format check (
    char_length(id) between 1 and 64 and id !~ '[[:space:][:cntrl:]]'
  ),
  constraint shipments_status_length check (char_length(status) between 1 and 100),
  constraint shipments_shippername_length check (char_length(btrim(shippername)) between 1 and 200),
  constraint shipments_recipientname_length check (char_length(btrim(recipientname)) between 1 and 200),
  constraint shipments_shipperaddress_length check (char_length(shipperaddress) <= 500),
  constraint shipments_recipientaddress_length check (char_length(recipientaddress) <= 500),
  constraint shipments_transportedgoods_length check (char_length(transportedgoods) <= 1000),
  constraint shipments_accessories_length check (char_length(accessories) <= 1000),
  constraint shipments_info_length check (char_length(info) <= 2000),
  constraint shipments_money_length check (
    char_length(purchaseprice) <= 100 and char_length(shippingcosts) <= 100
    and char_length(additionalservices) <= 500 and char_length(totalamount) <= 100
    and char_length(paymentmethod) <= 100
  ),
  constraint shipments_history_format check (private.is_valid_history(history)),
  constraint shipments_currentposition_range check (private.is_valid_position(currentposition))
);

comment on table public.shipments is 'Shipments; id is the tracking number customers type.';

-- The admin list: newest first.
create index shipments_created_at_idx on public.shipments (created_at desc);
-- Admin search by part of a tracking number, shipper or recipient name (ILIKE '%…%').
create index shipments_search_idx on public.shipments
  using gin (id extensions.gin_trgm_ops, shippername extensions.gin_trgm_ops, recipientname extensions.gin_trgm_ops);

-- updated_at is the row's version for optimistic concurrency: an update that carries the
-- updated_at it read succeeds only if nobody saved in between; it then gets a new one.
create function private.shipments_versioning()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception 'shipment % was changed by someone else since it was opened', old.id
      using errcode = 'PT409',
            detail = 'stale_updated_at',
            hint = 'Reload the shipment and apply your change again.';
  end if;
  if new.id is distinct from old.id then
    raise exception 'a tracking number cannot be changed'
      using errcode = 'PT400', detail = 'id_immutable';
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger shipments_versioning
  before update on public.shipments
  for each row execute function private.shipments_versioning();

alter table public.shipments enable row level security;

create policy "staff read shipments" on public.shipments
  for select to authenticated using ((select private.is_staff()));
create policy "staff insert shipments" on public.shipments
  for insert to authenticated with check ((select private.is_staff()));
create policy "staff update shipments" on public.shipments
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "staff delete shipments" on public.shipments
  for delete to authenticated using ((select private.is_staff()));

-- anon gets nothing on the table; authenticated only what the staff policies let through.
revoke all on public.shipments from anon, authenticated;
grant select, insert, update, delete on public.shipments to authenticated;
grant all on public.shipments to service_role;

-- ---------------------------------------------------------------------------------------------
-- Route history: one statement appends and sets the status, so concurrent calls keep every
-- entry (each UPDATE waits for the row lock and re-reads the row it appends to).
-- ---------------------------------------------------------------------------------------------
create function public.add_shipment_event(tracking_number text, status text, location text)
returns public.shipments
language plpgsql
security invoker
set search_path = ''
as $$
declare
  updated public.shipments;
begin
  if not (select private.is_staff()) and (select auth.role()) is distinct from 'service_role' then
    raise exception 'only staff may add route history'
      using errcode = '42501';
  end if;
  update public.shipments as s
     set history = s.history || jsonb_build_array(jsonb_build_object(
           'status', add_shipment_event.status,
           'location', add_shipment_event.location,
           'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
         status = add_shipment_event.status
   where s.id = tracking_number
  returning s.* into updated;
  if updated.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002';
  end if;
  return updated;
end;
$$;
revoke execute on function public.add_shipment_event(text, text, text) from public, anon;
grant execute on function public.add_shipment_event(text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Public tracking lookup, throttled per client.
--
-- Misses cannot be recorded in a table: the site calls track_shipment with .single(), and
-- PostgREST rolls the whole transaction back when that finds no row (failNotSingular), so an
-- inserted miss would vanish, for the site and for any script that asks the same way. Sequence
-- updates are never rolled back, so the counters are sequences: 1024 slots, a client's slot
-- chosen by a hash of its address, each holding `window * 1000 + misses` for the current
-- 15-minute window.
--
-- 10 misses per slot and window: a customer who mistypes a few times never notices; an
-- enumeration of 900,000 six-digit numbers gets 960 guesses a day, about 2.6 years per address.
-- Two addresses share a slot with odds of 1 in 1024, so a prober slows a rare neighbour too,
-- for at most one window.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  for slot in 0..1023 loop
    execute format('create sequence private.tracking_miss_slot_%s as bigint minvalue 0 start 0', slot);
  end loop;
end;
$$;

create function private.tracking_miss_slot(client text)
returns regclass
language sql
immutable
set search_path = ''
as $$
  select format('private.tracking_miss_slot_%s', hashtext(client) & 1023)::regclass;
$$;

-- What the tracking page shows: everything but the bookkeeping columns.
create type public.tracked_shipment as (
  id text,
  status text,
  shippername text,
  shipperaddress text,
  recipientname text,
  recipientaddress text,
  transportedgoods text,
  accessories text,
  info text,
  purchaseprice text,
  shippingcosts text,
  additionalservices text,
  totalamount text,
  paymentmethod text,
  history jsonb,
  currentposition jsonb
);

-- The caller as the gateway saw it: the first X-Forwarded-For address (Supabase's gateway
-- puts the client there), or 'unknown' outside an API request.
create function private.request_client()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(split_part(
      current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
$$;

-- Security definer: the only way anon reads shipments, one exact number at a time.
-- Lives in `private` so the API cannot call it directly (Supabase's advice for definer functions).
create function private.lookup_shipment(tracking_number text, client text)
returns setof public.tracked_shipment
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_misses constant bigint := 10;
  slot constant regclass := private.tracking_miss_slot(client);
  this_window constant bigint := floor(extract(epoch from clock_timestamp()) / 900)::bigint;
  counter bigint := coalesce(pg_sequence_last_value(slot), 0);
  found public.tracked_shipment;
begin
  if counter / 1000 = this_window and counter % 1000 >= max_misses then
    raise exception 'too many tracking lookups without a match from this client'
      using errcode = 'PT429',
            detail = 'tracking_throttled',
            hint = 'Try again in a few minutes.';
  end if;

  select s.id, s.status, s.shippername, s.shipperaddress, s.recipientname, s.recipientaddress,
         s.transportedgoods, s.accessories, s.info, s.purchaseprice, s.shippingcosts,
         s.additionalservices, s.totalamount, s.paymentmethod, s.history, s.currentposition
    into found
    from public.shipments s
   where s.id = tracking_number;

  if found.id is null then
    if counter / 1000 = this_window then
      perform nextval(slot);
    else
      perform setval(slot, this_window * 1000 + 1);
    end if;
    return;
  end if;
  return next found;
end;
$$;
revoke execute on function private.lookup_shipment(text, text) from public;
grant execute on function private.lookup_shipment(text, text) to anon, authenticated, service_role;

-- The public entry point (POST /rest/v1/rpc/track_shipment). Called with .single(), so no row
-- arrives as PostgREST's PGRST116 and SPEC §8's "not found" message stays as written.
create function public.track_shipment(tracking_number text)
returns setof public.tracked_shipment
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.lookup_shipment(tracking_number, private.request_client());
$$;
revoke execute on function public.track_shipment(text) from public;
grant execute on function public.track_shipment(text) to anon, authenticated, service_role;
