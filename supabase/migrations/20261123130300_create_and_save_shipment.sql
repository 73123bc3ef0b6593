-- Adding and editing a shipment from the staff dialog (issue #11), each one statement, so that a
-- save is all or nothing and the audit trail gets one record per save.
--
--   supabase.rpc('create_shipment', { shipment: {id, shippername, recipientname, …} })
--   supabase.rpc('save_shipment', { tracking_number, expected_updated_at, changes: {…},
--                                   event_status, event_location })
--
-- Both take the editable columns as a JSON object (SPEC §3 names): status, shippername,
-- shipperaddress, recipientname, recipientaddress, transportedgoods, accessories, info,
-- purchaseprice, shippingcosts, additionalservices, totalamount, paymentmethod, currentposition
-- (create_shipment also id). Any other key is refused (22023, detail 'unknown_field: <key>'), so
-- a typo or a transient form field never disappears silently, and history, created_at and
-- updated_at cannot be written this way.
--
-- Errors the site maps to messages (PostgREST answers with the code in `code`):
--   42501  not staff (anon has no EXECUTE: also 42501)
--   22023  unknown or non-object input (detail says which)
--   23505  create: the number exists (constraint shipments_pkey) → 'Numărul de urmărire {id} există deja.'
--   23502 / 23514  a required field missing / a check refused (constraint named in the message)
--   PT409  save: someone saved in between (HTTP 409, detail 'stale_updated_at'); nothing written
--   P0002  save: no shipment with that number (deleted meanwhile; detail 'no_shipment')

create function private.check_shipment_fields(fields jsonb, allowed text[])
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  unknown text;
begin
  if fields is null or jsonb_typeof(fields) <> 'object' then
    raise exception 'shipment fields must be a JSON object'
      using errcode = '22023', detail = 'not_an_object';
  end if;
  select k into unknown from jsonb_object_keys(fields) as k where k <> all (allowed) limit 1;
  if unknown is not null then
    raise exception 'unknown shipment field %', unknown
      using errcode = '22023', detail = 'unknown_field: ' || unknown;
  end if;
end;
$$;
revoke execute on function private.check_shipment_fields(jsonb, text[]) from public;
grant execute on function private.check_shipment_fields(jsonb, text[]) to authenticated, service_role;

create function private.is_staff_or_service()
returns boolean
language sql
stable
set search_path = ''
as $$
  select (select private.is_staff()) or (select auth.role()) is not distinct from 'service_role';
$$;
revoke execute on function private.is_staff_or_service() from public;
grant execute on function private.is_staff_or_service() to authenticated, service_role;

-- The route-history entry format add_shipment_event writes (server time, UTC, milliseconds).
create function private.history_entry(status text, location text)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select jsonb_build_object(
    'status', status,
    'location', location,
    'date', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
$$;
revoke execute on function private.history_entry(text, text) from public;
grant execute on function private.history_entry(text, text) to authenticated, service_role;

-- A new shipment. Status defaults to 'Expediere creată' when absent or blank; history starts
-- with one entry: that status, at the shipper's address or 'Depozit' when it is blank, now.
create function public.create_shipment(shipment jsonb)
returns public.shipments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  created public.shipments;
  fields public.shipments;
  first_status text;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may add shipments' using errcode = '42501';
  end if;
  perform private.check_shipment_fields(shipment, array[
    'id', 'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition']);
  fields := jsonb_populate_record(null::public.shipments, shipment);
  first_status := coalesce(nullif(btrim(fields.status), ''), 'Expediere creată');

  insert into public.shipments (
    id, status, shippername, shipperaddress, recipientname, recipientaddress, transportedgoods,
    accessories, info, purchaseprice, shippingcosts, additionalservices, totalamount,
    paymentmethod, currentposition, history)
  values (
    fields.id, first_status, fields.shippername, coalesce(fields.shipperaddress, ''),
    fields.recipientname, coalesce(fields.recipientaddress, ''),
    coalesce(fields.transportedgoods, ''), coalesce(fields.accessories, ''), fields.info,
    coalesce(fields.purchaseprice, ''), coalesce(fields.shippingcosts, ''),
    coalesce(fields.additionalservices, ''), coalesce(fields.totalamount, ''),
    coalesce(fields.paymentmethod, ''), fields.currentposition,
    jsonb_build_array(private.history_entry(
      first_status, coalesce(nullif(btrim(fields.shipperaddress), ''), 'Depozit'))))
  returning * into created;
  return created;
end;
$$;
revoke execute on function public.create_shipment(jsonb) from public, anon;
grant execute on function public.create_shipment(jsonb) to authenticated, service_role;
comment on function public.create_shipment(jsonb) is
  'Adds a shipment with its first route entry (server time). 23505 (shipments_pkey) when the number exists.';

-- An edit from the dialog. Only the keys present in `changes` are written (info and
-- currentposition may be null). expected_updated_at is the version the dialog loaded: if
-- someone saved since, shipments_versioning raises PT409 and nothing is written. When
-- event_status and event_location are both non-blank, a route entry (server time) is appended
-- and the status becomes event_status, in the same update (SPEC §4); otherwise history stays.
create function public.save_shipment(
  tracking_number text,
  expected_updated_at timestamptz,
  changes jsonb default '{}'::jsonb,
  event_status text default null,
  event_location text default null)
returns public.shipments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved public.shipments;
  fields public.shipments;
  has_event constant boolean :=
    nullif(btrim(event_status), '') is not null and nullif(btrim(event_location), '') is not null;
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may edit shipments' using errcode = '42501';
  end if;
  perform private.check_shipment_fields(changes, array[
    'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition']);
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;
  fields := jsonb_populate_record(null::public.shipments, changes);

  update public.shipments as s set
    status = case when has_event then btrim(event_status)
                  when changes ? 'status' then fields.status else s.status end,
    shippername = case when changes ? 'shippername' then fields.shippername else s.shippername end,
    shipperaddress = case when changes ? 'shipperaddress' then fields.shipperaddress else s.shipperaddress end,
    recipientname = case when changes ? 'recipientname' then fields.recipientname else s.recipientname end,
    recipientaddress = case when changes ? 'recipientaddress' then fields.recipientaddress else s.recipientaddress end,
    transportedgoods = case when changes ? 'transportedgoods' then fields.transportedgoods else s.transportedgoods end,
    accessories = case when changes ? 'accessories' then fields.accessories else s.accessories end,
    info = case when changes ? 'info' then fields.info else s.info end,
    purchaseprice = case when changes ? 'purchaseprice' then fields.purchaseprice else s.purchaseprice end,
    shippingcosts = case when changes ? 'shippingcosts' then fields.shippingcosts else s.shippingcosts end,
    additionalservices = case when changes ? 'additionalservices' then fields.additionalservices else s.additionalservices end,
    totalamount = case when changes ? 'totalamount' then fields.totalamount else s.totalamount end,
    paymentmethod = case when changes ? 'paymentmethod' then fields.paymentmethod else s.paymentmethod end,
    currentposition = case when changes ? 'currentposition' then fields.currentposition else s.currentposition end,
    history = case when has_event
                   then s.history || jsonb_build_array(private.history_entry(btrim(event_status), btrim(event_location)))
                   else s.history end,
    updated_at = expected_updated_at
  where s.id = tracking_number
  returning s.* into saved;

  if saved.id is null then
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  return saved;
end;
$$;
revoke execute on function public.save_shipment(text, timestamptz, jsonb, text, text) from public, anon;
grant execute on function public.save_shipment(text, timestamptz, jsonb, text, text) to authenticated, service_role;
comment on function public.save_shipment(text, timestamptz, jsonb, text, text) is
  'Saves the dialog: the given fields, and a route entry when event_status and event_location are both set. PT409 when expected_updated_at is stale.';
