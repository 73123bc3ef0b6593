-- Status e-mails: queued by a trigger when a shipment's status changes, for each party that
-- asked (what they tell: private.status_email_payload, shipments/party-places.sql); staff see
-- and resend them.

create type public.shipment_email as (
  id uuid,
  party text,
  kind text,
  to_address text,
  language text,
  status text,
  attempts integer,
  last_error text,
  created_at timestamptz,
  sent_at timestamptz,
  created_by text,
  next_attempt_at timestamptz,
  retry_until timestamptz
);
comment on type public.shipment_email is 'A customer e-mail as staff see it. next_attempt_at and retry_until: only for an e-mail queued again after a temporary failure (last_error set): its next try, and when it is given up.';

create function private.queue_status_emails()
returns trigger
language plpgsql
security definer
set search_path to ''
as $$
declare
  grew constant boolean :=
    jsonb_array_length(new.history) > jsonb_array_length(old.history);
  settings constant private.email_settings := (select s from private.email_settings s);
  -- The span status_emails_per_hour counts in.
  cap_window constant interval := interval '1 hour';
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
      select x.at + cap_window into hour_full_until
        from (select coalesce(o.sent_at, o.next_attempt_at) as at
                from private.email_outbox o
               where o.shipment_id = new.id and o.shipment_created_at = new.created_at
                 and o.party = to_party and o.kind = 'status' and o.status <> 'cancelled'
                 and coalesce(o.sent_at, o.next_attempt_at) > now() - cap_window
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
revoke execute on function private.queue_status_emails() from public;

create function private.as_shipment_email(email private.email_outbox)
returns public.shipment_email
language sql
stable
set search_path to ''
as $$
  select (email.id, email.party, email.kind, email.to_address, email.language, email.status,
          email.attempts, email.last_error, email.created_at, email.sent_at,
          email.created_by,
          case when email.status = 'queued' and email.last_error is not null
               then email.next_attempt_at end,
          case when email.status = 'queued' and email.last_error is not null
               then private.email_retry_until(email) end)::public.shipment_email;
$$;
revoke execute on function private.as_shipment_email(email private.email_outbox) from public;

create function private.shipment_emails(tracking_number text)
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
revoke execute on function private.shipment_emails(tracking_number text) from public;
grant execute on function private.shipment_emails(tracking_number text) to authenticated, service_role;

create function private.resend_shipment_email(id uuid)
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
revoke execute on function private.resend_shipment_email(id uuid) from public;
grant execute on function private.resend_shipment_email(id uuid) to authenticated, service_role;

create function public.shipment_emails(tracking_number text)
returns setof public.shipment_email
language sql
stable
set search_path to ''
as $$
  select * from private.shipment_emails(tracking_number);
$$;
revoke execute on function public.shipment_emails(tracking_number text) from public, anon;
comment on function public.shipment_emails(tracking_number text) is
  'The customer e-mails of one shipment, newest first (staff only): party, kind, address, status, reason.';

create function public.resend_shipment_email(id uuid)
returns public.shipment_email
language sql
set search_path to ''
as $$
  select private.resend_shipment_email(id);
$$;
revoke execute on function public.resend_shipment_email(id uuid) from public, anon;
comment on function public.resend_shipment_email(id uuid) is
  'Queues a failed status e-mail again with the shipment''s current state (staff only). 22023 link_needs_new_key for a link e-mail.';

create trigger shipments_status_emails
  after update of status, history on public.shipments
  for each row
  execute function private.queue_status_emails();
