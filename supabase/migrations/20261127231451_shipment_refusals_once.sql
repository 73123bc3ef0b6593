-- Two refusals written once (issue #35, duplicates D7/D9): "expected_updated_at is required"
-- (22023) was spelled out in the shipment save and delete and the info-text save, "no shipment
-- with tracking number %" (P0002 no_shipment) in the save, the delete, the party-link lookup and
-- the e-mail resend. Same codes, details and messages; the helpers come before their callers.
-- add_shipment_event keeps its own P0002, which has no detail.

set check_function_bodies = off;

create or replace function private.raise_no_shipment(tracking_number text)
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

create or replace function private.require_expected_updated_at(expected_updated_at timestamp with time zone)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if expected_updated_at is null then
    raise exception 'expected_updated_at is required' using errcode = '22023',
      detail = 'missing_expected_updated_at';
  end if;
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
  perform private.require_expected_updated_at(expected_updated_at);

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
    perform private.raise_no_shipment(tracking_number);
  end if;
  return deleted;
end;
$$;

create or replace function private.linked_shipment(tracking_number text)
returns public.shipments
language plpgsql
stable security definer
set search_path to ''
as $$
declare
  found public.shipments;
begin
  select * into found from public.shipments where id = tracking_number;
  if found.id is null then
    perform private.raise_no_shipment(tracking_number);
  end if;
  return found;
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
    perform private.raise_no_shipment(original.shipment_id);
  end if;
  address := private.require_party_email(shipment, original.party);
  -- An unsubscribe stands, also against staff.
  if not (private.party_contact(shipment, original.party)).notified then
    raise exception 'the % does not want status e-mails', original.party
      using errcode = '22023', detail = 'notify_off';
  end if;

  insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                    to_address, payload, next_attempt_at, created_by)
  values (shipment.id, shipment.created_at, original.party, 'status',
          (private.party_contact(shipment, original.party)).language,
          address,
          private.status_email_payload(shipment,
            coalesce(shipment.history -> -1 ->> 'status' = shipment.status, false)),
          now(), private.audit_actor())
  returning * into created;
  return private.as_shipment_email(created);
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
  perform private.require_expected_updated_at(expected_updated_at);

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
  perform private.require_expected_updated_at(expected_updated_at);
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
    perform private.raise_no_shipment(tracking_number);
  end if;
  return saved;
end;
$$;

revoke execute on function private.raise_no_shipment(text) from public;

revoke execute on function private.require_expected_updated_at(timestamp with time zone) from public;
