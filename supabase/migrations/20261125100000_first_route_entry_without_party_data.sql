-- The route history carries no party data (issue #30, finding 1; DECISIONS 18).
--
-- A tracking number alone gets the route history (private.lookup_shipment, access
-- 'number_only'), so nothing of the parties may be in it. create_shipment (20261123130300)
-- wrote the shipper's ADDRESS as the first entry's location: the number alone showed e.g.
-- "Heidestraße 17, 51147 Köln". It also made an address of 201–500 characters (the column and
-- the form allow 500) fail the history's 200-character location limit (23514).
--
-- * create_shipment(shipment, first_location default null): the first entry's location is
--   first_location, trimmed — the pickup place staff type, town and country ('Köln, Germania')
--   — else 'Depozit', the neutral word it already used for a blank address (the public page
--   shows it in the reader's language). Nothing of `shipment` goes into the history.
--   Replaced, not overloaded: PostgREST cannot choose between create_shipment(jsonb) and
--   create_shipment(jsonb, text default null) (PGRST203). Security, staff check, fields and
--   errors as before, plus:
--     23514  first_location longer than 200 characters (constraint
--            shipments_first_location_length; the form says so at the pickup place field)
-- * Existing rows: every route entry whose location names a party is moved to 'Depozit'
--   (private.names_party below says when). Not a town derived from the address: addresses are
--   free text (with or without postcode, country, c/o line, door code), and no rule that cuts
--   "…, 51147 Köln" down to "Köln" is sure to drop the street or a name from every one of them;
--   a wrong cut would stay public. The entry keeps its status and date, and staff can add the
--   next one with a real town.
--   Nothing is lost: the address stays in shipperaddress / recipientaddress, and the change is
--   recorded in audit.shipment_changes like any other (the shipments_audit trigger stays on: a
--   change of what the public sees belongs in the trail): action 'update', actor 'system' (no
--   API request), changes {history: {from: [old entries], to: [new entries]}}, so the old
--   locations stay readable for staff. updated_at moves on as for any save, so a dialog left
--   open across the deploy reports a conflict instead of writing the old history back.
-- * restore_shipment brings back a row from its delete record as it was; a row deleted before
--   this migration still has the address in that record's history. It now applies the same
--   rule to the restored history, so a restore never brings the leak back.
--
-- private.lookup_shipment is not changed here (the number-only answer returns history as is).

-- ---------------------------------------------------------------------------------------------
-- When a route entry's location names a party
-- ---------------------------------------------------------------------------------------------

-- True when `location` names a party of `shipment`: it equals (trimmed, case-insensitive) the
-- shipper's or the recipient's name or address, or contains one of them. Values shorter than
-- 3 characters count only when equal: a one-letter name ('A') is in almost every town's name.
-- A false positive costs a town in the public route (kept in the audit record); a miss would
-- show a name or an address to anyone with the number.
create function private.names_party(location text, shipment public.shipments)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
      from unnest(array[shipment.shippername, shipment.shipperaddress,
                        shipment.recipientname, shipment.recipientaddress]) as party(value),
           lateral (select lower(btrim(party.value)) as value,
                           lower(btrim(location)) as location) as folded
     where folded.value <> ''
       and (folded.location = folded.value
            or (char_length(folded.value) >= 3 and strpos(folded.location, folded.value) > 0)));
$$;

-- The neutral place of an entry that must not say where (create_shipment's default too).
create function private.neutral_location()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Depozit'::text;
$$;

-- The shipment's history with every location that names a party replaced by the neutral place.
create function private.history_without_parties(shipment public.shipments)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_agg(
      case when private.names_party(e.entry ->> 'location', shipment)
           then jsonb_set(e.entry, '{location}', to_jsonb(private.neutral_location()))
           else e.entry
      end
      order by e.n),
    '[]'::jsonb)
  from jsonb_array_elements(shipment.history) with ordinality as e(entry, n);
$$;

revoke execute on function
  private.names_party(text, public.shipments), private.neutral_location(),
  private.history_without_parties(public.shipments)
from public;
-- restore_shipment runs as the staff member (security invoker).
grant execute on function
  private.names_party(text, public.shipments), private.neutral_location(),
  private.history_without_parties(public.shipments)
to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- create_shipment: the first entry at the pickup place staff enter, or the neutral place
-- ---------------------------------------------------------------------------------------------
drop function public.create_shipment(jsonb);

create function public.create_shipment(shipment jsonb, first_location text default null)
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
  first_place constant text :=
    coalesce(nullif(btrim(first_location), ''), private.neutral_location());
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may add shipments' using errcode = '42501';
  end if;
  perform private.check_shipment_fields(shipment, array[
    'id', 'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition']);
  -- Named apart from shipments_history_format, so the form can point at the pickup place.
  if char_length(first_place) > 200 then
    raise exception 'new row for relation "shipments" violates check constraint "shipments_first_location_length"'
      using errcode = '23514', constraint = 'shipments_first_location_length',
            detail = 'first_location is longer than 200 characters';
  end if;
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
    jsonb_build_array(private.history_entry(first_status, first_place)))
  returning * into created;
  return created;
end;
$$;
revoke execute on function public.create_shipment(jsonb, text) from public, anon;
grant execute on function public.create_shipment(jsonb, text) to authenticated, service_role;
comment on function public.create_shipment(jsonb, text) is
  'Adds a shipment with its first route entry (server time) at first_location (pickup town and country), else ''Depozit''. 23505 (shipments_pkey) when the number exists.';

-- ---------------------------------------------------------------------------------------------
-- restore_shipment: as 20261123130200, but the restored history names no party
-- ---------------------------------------------------------------------------------------------
create or replace function public.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  deleted jsonb;
  shipment public.shipments;
  restored public.shipments;
begin
  if not ((select private.is_staff()) or (select auth.role()) is not distinct from 'service_role') then
    raise exception 'only staff may restore shipments'
      using errcode = '42501';
  end if;

  select c.changes into deleted
    from audit.shipment_changes c
   where c.shipment_id = tracking_number and c.action = 'delete'
   order by c.id desc
   limit 1;
  if deleted is null then
    raise exception 'no deleted shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_deleted_shipment';
  end if;

  shipment := jsonb_populate_record(
    null::public.shipments,
    (select jsonb_object_agg(field.key, field.value -> 'from') from jsonb_each(deleted) as field));
  -- A row deleted before 20261125100000 may have a party's address in its history.
  shipment.history := private.history_without_parties(shipment);

  -- Tells private.record_shipment_change to record this insert as 'restore'.
  perform set_config('private.restoring_shipment', tracking_number, true);
  insert into public.shipments values (shipment.*) returning * into restored;
  perform set_config('private.restoring_shipment', '', true);
  return restored;
end;
$$;
comment on function public.restore_shipment(text) is
  'Re-inserts the latest deleted shipment with this number as it was (route entries that name a party at ''Depozit''). 23505 (shipments_pkey) when the number is in use, P0002 when nothing to restore.';

-- ---------------------------------------------------------------------------------------------
-- Existing rows (recorded by the shipments_audit trigger, see above)
-- ---------------------------------------------------------------------------------------------
update public.shipments as s
   set history = private.history_without_parties(s)
 where private.history_without_parties(s) is distinct from s.history;
