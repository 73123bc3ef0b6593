-- One staff check where there were eleven (nine written inline, two functions; issue #35):
-- private.require_staff(action) raises "only staff may <action>" (42501) and every staff-only
-- function names its action, so each keeps the exact message it had. private.require_email_staff()
-- and the old private.require_staff() were the same check with the message fixed; they go last,
-- once nothing calls them. The grant to authenticated is for public.search_deleted_shipments,
-- which runs as the caller (as private.is_staff_or_service, the check it replaces there, is).

set check_function_bodies = off;

create or replace function private.require_staff(action text)
returns void
language plpgsql
stable
set search_path to ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may %', action using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_staff(text) from public;

grant execute on function private.require_staff(text) to authenticated;

grant execute on function private.require_staff(text) to service_role;

create or replace function private.add_shipment_event(tracking_number text, status text, location text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  updated public.shipments;
begin
  perform private.require_staff('add route history');
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

create or replace function private.create_default_info_content()
returns setof public.info_content
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform private.require_staff('create the info text');
  return query
    insert into public.info_content (lang, title, content)
    select d.lang, d.title, d.content from private.info_content_defaults() as d
    on conflict (lang) do nothing
    returning *;
end;
$$;

create or replace function private.create_shipment(shipment jsonb, first_location text default null::text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  created public.shipments;
  fields public.shipments;
  first_status text;
  first_place constant text :=
    coalesce(nullif(btrim(first_location), ''), private.neutral_location());
begin
  perform private.require_staff('add shipments');
  perform private.check_shipment_fields(shipment, array[
    'id', 'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto']);
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
    paymentmethod, currentposition, history,
    shipperemail, shipperlanguage, notifyshipper, recipientemail, recipientlanguage,
    notifyrecipient, expecteddeliveryfrom, expecteddeliveryto)
  values (
    fields.id, first_status, fields.shippername, coalesce(fields.shipperaddress, ''),
    fields.recipientname, coalesce(fields.recipientaddress, ''),
    coalesce(fields.transportedgoods, ''), coalesce(fields.accessories, ''), fields.info,
    coalesce(fields.purchaseprice, ''), coalesce(fields.shippingcosts, ''),
    coalesce(fields.additionalservices, ''), coalesce(fields.totalamount, ''),
    coalesce(fields.paymentmethod, ''), fields.currentposition,
    jsonb_build_array(private.history_entry(first_status, first_place)),
    nullif(btrim(fields.shipperemail), ''), coalesce(fields.shipperlanguage, 'en'),
    coalesce(fields.notifyshipper, false),
    nullif(btrim(fields.recipientemail), ''), coalesce(fields.recipientlanguage, 'en'),
    coalesce(fields.notifyrecipient, false),
    fields.expecteddeliveryfrom, fields.expecteddeliveryto)
  returning * into created;
  return created;
end;
$$;

create or replace function private.create_tracking_link(tracking_number text, party text, replace boolean)
returns table(link public.tracking_link, key text)
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  current_link private.tracking_links;
  new_key text;
  created private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  if party is null or party not in ('shipper', 'recipient') then
    raise exception 'party must be shipper or recipient' using errcode = '22023', detail = 'bad_party';
  end if;
  shipment := private.linked_shipment(tracking_number);
  -- One creator at a time per shipment and party; the unique index is the backstop.
  perform pg_advisory_xact_lock(hashtextextended('tracking_link:' || shipment.id || ':' || party, 0));

  select * into current_link
    from private.tracking_links l
   where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
     and l.party = create_tracking_link.party and l.revoked_at is null;
  if current_link.id is not null then
    if not replace and private.link_state(current_link) = 'active' then
      raise exception 'the % already has a valid link', party
        using errcode = 'PT409', detail = 'link_exists',
              hint = 'Pass replace => true to revoke it and create a new one.';
    end if;
    perform private.revoke_link(current_link, case when replace then 'replaced' else 'expired' end);
  end if;

  new_key := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  insert into private.tracking_links (shipment_id, shipment_created_at, party, key_hash, created_by)
  values (shipment.id, shipment.created_at, party, private.link_key_hash(new_key),
          private.audit_actor())
  returning * into created;
  perform private.record_link_change(created, 'link_create', null);
  return query select private.as_tracking_link(created), new_key;
end;
$$;

create or replace function private.delete_shipment(tracking_number text, expected_updated_at timestamp with time zone)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  deleted public.shipments;
begin
  perform private.require_staff('delete shipments');
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;

  -- A save committed meanwhile makes the row fail the version condition when the delete
  -- re-reads it after the row lock (READ COMMITTED): nothing deleted, told apart below.
  delete from public.shipments s
   where s.id = tracking_number and s.updated_at = expected_updated_at
  returning s.* into deleted;

  if deleted.id is null then
    if exists (select 1 from public.shipments s where s.id = tracking_number) then
      raise exception 'shipment % was changed by someone else since it was shown', tracking_number
        using errcode = 'PT409',
              detail = 'stale_updated_at',
              hint = 'Reload the shipment and delete it again if it should still go.';
    end if;
    raise exception 'no shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  return deleted;
end;
$$;

create or replace function private.list_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_staff('manage tracking links');
  shipment := private.linked_shipment(tracking_number);
  return query
    select listed.*
      from private.tracking_links l
     cross join lateral private.as_tracking_link(l) as listed
     where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
     order by l.created_at desc;
end;
$$;

create or replace function private.resend_shipment_email(id uuid)
returns public.shipment_email
language plpgsql
security definer
set search_path to ''
as $$
declare
  original private.email_outbox;
  shipment public.shipments;
  address text;
  created private.email_outbox;
begin
  perform private.require_staff('manage customer e-mails');
  select * into original from private.email_outbox o where o.id = resend_shipment_email.id for update;
  if original.id is null then
    raise exception 'no e-mail %', resend_shipment_email.id using errcode = 'P0002', detail = 'no_email';
  end if;
  if original.status <> 'failed' then
    raise exception 'only a failed e-mail can be sent again' using errcode = 'PT409', detail = 'not_failed';
  end if;
  if original.kind = 'link' then
    raise exception 'a link e-mail cannot be sent again: its key is gone; send a new link'
      using errcode = '22023', detail = 'link_needs_new_key';
  end if;
  select * into shipment from public.shipments s
   where s.id = original.shipment_id and s.created_at = original.shipment_created_at;
  if shipment.id is null then
    raise exception 'no shipment with tracking number %', original.shipment_id
      using errcode = 'P0002', detail = 'no_shipment';
  end if;
  address := case original.party when 'shipper' then shipment.shipperemail else shipment.recipientemail end;
  if address is null then
    raise exception 'the % has no e-mail address', original.party
      using errcode = '22023', detail = 'no_party_email';
  end if;
  -- An unsubscribe stands, also against staff.
  if not (case original.party when 'shipper' then shipment.notifyshipper else shipment.notifyrecipient end) then
    raise exception 'the % does not want status e-mails', original.party
      using errcode = '22023', detail = 'notify_off';
  end if;

  insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                    to_address, payload, next_attempt_at, created_by)
  values (shipment.id, shipment.created_at, original.party, 'status',
          case original.party when 'shipper' then shipment.shipperlanguage else shipment.recipientlanguage end,
          address,
          private.status_email_payload(shipment,
            coalesce(shipment.history -> -1 ->> 'status' = shipment.status, false)),
          now(), private.audit_actor())
  returning * into created;
  return private.as_shipment_email(created);
end;
$$;

create or replace function private.restore_shipment(tracking_number text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  deleted jsonb;
  deleted_purged_at timestamptz;
  shipment public.shipments;
  restored public.shipments;
begin
  perform private.require_staff('restore shipments');

  select c.changes, c.purged_at into deleted, deleted_purged_at
    from audit.shipment_changes c
   where c.shipment_id = tracking_number and c.action = 'delete'
   order by c.id desc
   limit 1;
  if deleted is null then
    raise exception 'no deleted shipment with tracking number %', tracking_number
      using errcode = 'P0002', detail = 'no_deleted_shipment';
  end if;
  if deleted_purged_at is not null then
    raise exception 'the deleted shipment % is past its restore window', tracking_number
      using errcode = '55000', detail = 'restore_window_passed';
  end if;

  -- Tells private.record_shipment_change to record this insert as 'restore'.
  perform set_config('private.restoring_shipment', tracking_number, true);
  shipment := jsonb_populate_record(
    null::public.shipments,
    -- Columns added by 20261125160000, absent from older delete records: their defaults.
    jsonb_build_object('shipperlanguage', 'en', 'recipientlanguage', 'en',
                       'notifyshipper', false, 'notifyrecipient', false)
    || (select jsonb_object_agg(field.key, field.value -> 'from')
          from jsonb_each(deleted) as field));
  shipment.history := private.history_without_parties(shipment);
  begin
    insert into public.shipments select (shipment).*
    returning * into restored;
  exception when unique_violation then
    raise exception 'duplicate key value violates unique constraint "shipments_pkey"'
      using errcode = '23505', detail = 'tracking_number_in_use',
            constraint = 'shipments_pkey';
  end;
  perform set_config('private.restoring_shipment', '', true);
  return restored;
end;
$$;

create or replace function private.revoke_tracking_links(tracking_number text)
returns setof public.tracking_link
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  valid private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  shipment := private.linked_shipment(tracking_number);
  for valid in
    select * from private.tracking_links l
     where l.shipment_id = shipment.id and l.shipment_created_at = shipment.created_at
       and l.revoked_at is null
     order by l.created_at
  loop
    return next private.as_tracking_link(private.revoke_link(valid, 'revoked'));
  end loop;
end;
$$;

create or replace function private.save_info_content(lang text, expected_updated_at timestamp with time zone, title text default null::text, content text default null::text)
returns public.info_content
language plpgsql
security definer
set search_path to ''
as $$
declare
  saved public.info_content;
begin
  perform private.require_staff('edit the info text');
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;

  -- info_content_versioning raises PT409 when expected_updated_at is not the current version.
  update public.info_content i
     set title = coalesce(save_info_content.title, i.title),
         content = coalesce(save_info_content.content, i.content),
         updated_at = expected_updated_at
   where i.lang = save_info_content.lang
  returning i.* into saved;

  if saved.lang is null then
    raise exception 'no info text for language %', lang
      using errcode = 'P0002', detail = 'no_info_content';
  end if;
  return saved;
end;
$$;

create or replace function private.save_shipment(tracking_number text, expected_updated_at timestamp with time zone, changes jsonb default '{}'::jsonb, event_status text default null::text, event_location text default null::text)
returns public.shipments
language plpgsql
security definer
set search_path to ''
as $$
declare
  saved public.shipments;
  fields public.shipments;
  has_event constant boolean :=
    nullif(btrim(event_status), '') is not null and nullif(btrim(event_location), '') is not null;
begin
  perform private.require_staff('edit shipments');
  perform private.check_shipment_fields(changes, array[
    'status', 'shippername', 'shipperaddress', 'recipientname', 'recipientaddress',
    'transportedgoods', 'accessories', 'info', 'purchaseprice', 'shippingcosts',
    'additionalservices', 'totalamount', 'paymentmethod', 'currentposition',
    'shipperemail', 'shipperlanguage', 'notifyshipper',
    'recipientemail', 'recipientlanguage', 'notifyrecipient',
    'expecteddeliveryfrom', 'expecteddeliveryto']);
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
    shipperemail = case when changes ? 'shipperemail' then nullif(btrim(fields.shipperemail), '') else s.shipperemail end,
    shipperlanguage = case when changes ? 'shipperlanguage' then fields.shipperlanguage else s.shipperlanguage end,
    notifyshipper = case when changes ? 'notifyshipper' then fields.notifyshipper else s.notifyshipper end,
    recipientemail = case when changes ? 'recipientemail' then nullif(btrim(fields.recipientemail), '') else s.recipientemail end,
    recipientlanguage = case when changes ? 'recipientlanguage' then fields.recipientlanguage else s.recipientlanguage end,
    notifyrecipient = case when changes ? 'notifyrecipient' then fields.notifyrecipient else s.notifyrecipient end,
    expecteddeliveryfrom = case when changes ? 'expecteddeliveryfrom' then fields.expecteddeliveryfrom else s.expecteddeliveryfrom end,
    expecteddeliveryto = case when changes ? 'expecteddeliveryto' then fields.expecteddeliveryto else s.expecteddeliveryto end,
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

create or replace function private.send_tracking_link_email(tracking_number text, party text, replace boolean)
returns table(link public.tracking_link, key text)
language plpgsql
security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
  address text;
  language text;
  made record;
begin
  perform private.require_staff('manage tracking links');
  if party is null or party not in ('shipper', 'recipient') then
    raise exception 'party must be shipper or recipient' using errcode = '22023', detail = 'bad_party';
  end if;
  shipment := private.linked_shipment(tracking_number);
  address := case party when 'shipper' then shipment.shipperemail else shipment.recipientemail end;
  language := case party when 'shipper' then shipment.shipperlanguage else shipment.recipientlanguage end;
  -- Before the link is made: no new link (and no revoked old one) without its e-mail.
  if address is null then
    raise exception 'the % has no e-mail address', party
      using errcode = '22023', detail = 'no_party_email';
  end if;

  select * into made from private.create_tracking_link(tracking_number, party, replace);
  insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                    to_address, payload, next_attempt_at, created_by)
  values (shipment.id, shipment.created_at, party, 'link', language, address,
          jsonb_build_object('tracking_number', shipment.id, 'key', made.key), now(),
          private.audit_actor());
  return query select made.link, made.key;
end;
$$;

create or replace function private.set_tracking_link_expiry(link_id uuid, expires_at timestamp with time zone)
returns public.tracking_link
language plpgsql
security definer
set search_path to ''
as $$
declare
  updated private.tracking_links;
begin
  perform private.require_staff('manage tracking links');
  if expires_at is not null and expires_at <= clock_timestamp() then
    raise exception 'a link expiry must be in the future'
      using errcode = '22023', detail = 'expiry_in_past';
  end if;
  update private.tracking_links l
     set expires_at = set_tracking_link_expiry.expires_at
   where l.id = link_id and l.revoked_at is null
  returning l.* into updated;
  if updated.id is null then
    raise exception 'no valid link %', link_id using errcode = 'P0002', detail = 'no_link';
  end if;
  perform private.record_link_change(updated, 'link_expiry',
    jsonb_build_object('expires_at', private.link_expiry(updated), 'set', expires_at is not null));
  return private.as_tracking_link(updated);
end;
$$;

create or replace function private.shipment_emails(tracking_number text)
returns setof public.shipment_email
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_staff('manage customer e-mails');
  shipment := private.linked_shipment(tracking_number);
  return query
    select (private.as_shipment_email(o)).*
      from private.email_outbox o
     where o.shipment_id = shipment.id and o.shipment_created_at = shipment.created_at
     order by o.created_at desc, o.id;
end;
$$;

create or replace function private.tracking_periods()
returns table(default_link_days integer, restore_days integer)
language plpgsql
stable security definer
set search_path to ''
as $$
begin
  perform private.require_staff('read the tracking periods');
  return query select t.default_link_days, t.restore_days from private.tracking_settings t;
end;
$$;

create or replace function public.search_deleted_shipments(search text default null::text)
returns table(tracking_number text, transportedgoods text, shippername text, recipientname text, status text, deleted_at timestamp with time zone, deleted_by text)
language plpgsql
stable
set search_path to ''
as $$
declare
  pattern constant text := private.shipment_search_pattern(search);
begin
  perform private.require_staff('list deleted shipments');
  return query
  select d.shipment_id, d.changes -> 'transportedgoods' ->> 'from',
         d.changes -> 'shippername' ->> 'from', d.changes -> 'recipientname' ->> 'from',
         d.changes -> 'status' ->> 'from', d.changed_at, d.actor
    from (select distinct on (c.shipment_id) c.*
            from audit.shipment_changes c
           where c.action in ('delete', 'restore')
           order by c.shipment_id, c.id desc) as d
   where d.action = 'delete'
     and d.purged_at is null
     and (pattern is null
          or private.shipment_search_key(d.shipment_id,
                                         coalesce(d.changes -> 'shippername' ->> 'from', ''),
                                         coalesce(d.changes -> 'recipientname' ->> 'from', ''))
             like pattern)
   order by d.changed_at desc, d.id desc;
end;
$$;

drop function if exists private.require_email_staff();

drop function if exists private.require_staff();
