-- A party's contact decided once (issue #35, duplicates D2/D3): which columns hold the shipper's
-- or the recipient's address, language and wish for status e-mails was spelled out in the link
-- e-mail, the status-e-mail trigger and the resend; "party must be shipper or recipient" in both
-- link functions, "the % has no e-mail address" in both e-mails that staff send. Same results,
-- codes, details and messages; the helpers come first so the callers find them.

set check_function_bodies = off;

create or replace function private.party_contact(shipment public.shipments, party text, out address text, out language text, out notified boolean)
returns record
language sql
immutable
set search_path to ''
as $$
  select case party when 'shipper' then shipment.shipperemail else shipment.recipientemail end,
         case party when 'shipper' then shipment.shipperlanguage else shipment.recipientlanguage end,
         case party when 'shipper' then shipment.notifyshipper else shipment.notifyrecipient end;
$$;

create or replace function private.require_party(party text)
returns void
language plpgsql
immutable
set search_path to ''
as $$
begin
  if party is null or party not in ('shipper', 'recipient') then
    raise exception 'party must be shipper or recipient' using errcode = '22023', detail = 'bad_party';
  end if;
end;
$$;

create or replace function private.require_party_email(shipment public.shipments, party text)
returns text
language plpgsql
immutable
set search_path to ''
as $$
declare
  address constant text := (private.party_contact(shipment, party)).address;
begin
  if address is null then
    raise exception 'the % has no e-mail address', party
      using errcode = '22023', detail = 'no_party_email';
  end if;
  return address;
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
  perform private.require_party(party);
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

create or replace function private.queue_status_emails()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  grew constant boolean :=
    jsonb_array_length(new.history) > jsonb_array_length(old.history);
  settings constant private.email_settings := (select s from private.email_settings s);
  state jsonb;
  to_party text;
  contact record;
  party_address text;
  party_language text;
  hour_full_until timestamptz;
begin
  if not grew and new.status is not distinct from old.status then
    return null;
  end if;
  state := private.status_email_payload(new, grew);
  foreach to_party in array array['shipper', 'recipient'] loop
    select * into contact from private.party_contact(new, to_party);
    continue when not contact.notified or contact.address is null;
    party_address := contact.address;
    party_language := contact.language;
    -- Within the settle time, or waiting for the hour: the e-mail not sent yet tells the
    -- newest state instead. (The row lock of the shipment's update serialises this per
    -- shipment.)
    update private.email_outbox o
       set payload = state,
           to_address = party_address,
           language = party_language
     where o.shipment_id = new.id and o.shipment_created_at = new.created_at
       and o.party = to_party and o.kind = 'status' and o.status = 'queued'
       and o.next_attempt_at > now();
    if not found then
      -- The party's e-mails of the last hour (sent, or due), newest first: with the cap
      -- reached, the next one waits until the cap-th newest is an hour old.
      select x.at + interval '1 hour' into hour_full_until
        from (select coalesce(o.sent_at, o.next_attempt_at) as at
                from private.email_outbox o
               where o.shipment_id = new.id and o.shipment_created_at = new.created_at
                 and o.party = to_party and o.kind = 'status' and o.status <> 'cancelled'
                 and coalesce(o.sent_at, o.next_attempt_at) > now() - interval '1 hour'
               order by 1 desc
              offset settings.status_emails_per_hour - 1
               limit 1) as x;
      insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                        to_address, payload, next_attempt_at, created_by)
      values (new.id, new.created_at, to_party, 'status', party_language, party_address, state,
              greatest(now() + make_interval(secs => settings.settle_seconds), hour_full_until),
              private.audit_actor());
    end if;
  end loop;
  return null;
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
  perform private.require_party(party);
  shipment := private.linked_shipment(tracking_number);
  -- Before the link is made: no new link (and no revoked old one) without its e-mail.
  address := private.require_party_email(shipment, party);
  language := (private.party_contact(shipment, party)).language;

  select * into made from private.create_tracking_link(tracking_number, party, replace);
  insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                    to_address, payload, next_attempt_at, created_by)
  values (shipment.id, shipment.created_at, party, 'link', language, address,
          jsonb_build_object('tracking_number', shipment.id, 'key', made.key), now(),
          private.audit_actor());
  return query select made.link, made.key;
end;
$$;

revoke execute on function private.party_contact(public.shipments,text) from public;

revoke execute on function private.require_party(text) from public;

revoke execute on function private.require_party_email(public.shipments,text) from public;
