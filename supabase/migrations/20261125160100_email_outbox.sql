-- Customer e-mails, part 2: the outbox, its worker's functions, unsubscribe and the staff view
-- (issue #26, items 3 to 6 and 8; the contract is /work/briefs/issue26.md, "Database").
--
-- Nothing lost, nothing twice:
-- * Every e-mail is a row of private.email_outbox written in the same transaction as the change
--   that causes it: a save that fails queues nothing, a save that commits cannot lose its mail.
-- * Status e-mails: a trigger on public.shipments queues one row per party that asked for them
--   (notify flag and an address) when the status changes or a route entry is appended. Several
--   changes within the settle time (private.email_settings.settle_seconds, default 45) become
--   one e-mail: a party's queued status row that is not due yet takes the newest state instead
--   of a second row being added.
-- * Link e-mails: public.send_tracking_link_email makes the party link as create_tracking_link
--   does and queues it. The key is in the row in clear only until the mail server took it (or
--   the row failed for good); then only the link's hash remains, as before.
-- * The worker (Edge Function email-outbox, service_role only) claims due rows
--   (claim_outbox_emails), marks each as being handed over just before it talks to the mail
--   server (begin_outbox_email: the attempt is counted) and records the outcome
--   (finish_outbox_email: sent; or queued again with back-off; or failed). Each step is one
--   short transaction. A worker that dies:
--     after claiming, before handing over: the lease runs out, the row is queued again;
--     while handing over (status 'sending'): the lease runs out and the row is marked failed
--       with 'interrupted…', NOT retried: the mail server may have it already, and a second
--       copy is worse than none; staff see it and can send again. The Message-ID
--       (<id@transport-site.invalid>, fixed for the row's life) doubles as the e-mail API's
--       idempotency key.
-- * Status rows carry an unsubscribe token, made fresh when the row is claimed (only its
--   SHA-256 is stored): public.unsubscribe_status_emails(token) turns the party's notify flag
--   off, recorded in the shipment's audit trail as actor 'unsubscribe link'.
-- * private.purge_deleted_shipments also removes the e-mails and tokens of a shipment whose
--   delete passed the restore window (they hold its addresses and links).
--
-- Errors (PostgREST puts the code in `code`, the detail in `details`):
--   42501  not staff (staff functions); not service_role (worker functions: no EXECUTE)
--   22023  send_tracking_link_email: the party has no address (detail 'no_party_email'), bad
--          party ('bad_party'); resend_shipment_email: a link e-mail ('link_needs_new_key'),
--          the party has no address now ('no_party_email') or asked for no e-mails
--          ('notify_off')
--   PT409  resend_shipment_email: the e-mail has not failed (detail 'not_failed')
--   P0002  no shipment ('no_shipment'), no such e-mail ('no_email'); unsubscribe: unknown,
--          forged or malformed token, or its shipment is gone ('unknown_token')

-- ---------------------------------------------------------------------------------------------
-- Settings: one row, changed with SQL by the owner (README "Customer e-mail").
-- ---------------------------------------------------------------------------------------------
create table private.email_settings (
  id boolean primary key default true constraint email_settings_one_row check (id),
  settle_seconds integer not null default 45
    constraint email_settings_settle check (settle_seconds between 0 and 3600),
  max_attempts integer not null default 6
    constraint email_settings_max_attempts check (max_attempts between 1 and 50),
  base_retry_seconds integer not null default 30
    constraint email_settings_base_retry check (base_retry_seconds between 0 and 3600),
  lease_seconds integer not null default 300
    constraint email_settings_lease check (lease_seconds between 1 and 3600),
  site_url text not null default 'http://127.0.0.1:5173'
    constraint email_settings_site_url check (site_url ~ '^https?://[^\s/?#]+(/[^\s?#]*)?$')
);
comment on table private.email_settings is
  'settle_seconds: status changes within this time become one e-mail. max_attempts: tries before '
  'an e-mail is failed. base_retry_seconds: first retry delay, doubled each try (at most 1 h). '
  'lease_seconds: how long a worker may hold a row. site_url: the public site, for links in '
  'e-mails (set it to the real site on hosted).';
insert into private.email_settings default values;
alter table private.email_settings enable row level security;

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------
create table private.email_outbox (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key, as the party links: bound to the shipment as it was (number + created_at).
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  party text not null constraint email_outbox_party check (party in ('shipper', 'recipient')),
  kind text not null constraint email_outbox_kind check (kind in ('link', 'status')),
  language text not null,
  to_address text not null,
  payload jsonb not null,
  status text not null default 'queued' constraint email_outbox_status check (
    status in ('queued', 'claimed', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  last_error text constraint email_outbox_last_error_length check (char_length(last_error) <= 500),
  -- Fixed for the row's life: the Message-ID header and the e-mail API's idempotency key.
  message_id text not null generated always as ('<' || id::text || '@transport-site.invalid>') stored
    constraint email_outbox_message_id_unique unique,
  created_at timestamptz not null default clock_timestamp(),
  sent_at timestamptz,
  created_by text not null
);
comment on table private.email_outbox is
  'E-mails to customers, written in the transaction that causes them; sent by the email-outbox '
  'worker (20261125160100). payload of a link row holds the key in clear until sent or failed.';
-- The worker's pick: due queued rows, oldest first.
create index email_outbox_due_idx on private.email_outbox (created_at)
  where status = 'queued';
-- Leases to take back.
create index email_outbox_lease_idx on private.email_outbox (lease_until)
  where status in ('claimed', 'sending');
-- A shipment's e-mails (staff view, coalescing).
create index email_outbox_shipment_idx
  on private.email_outbox (shipment_id, shipment_created_at, created_at desc);
alter table private.email_outbox enable row level security;

create table private.email_unsubscribe_tokens (
  token_hash text primary key,
  shipment_id text not null,
  shipment_created_at timestamptz not null,
  party text not null
    constraint email_unsubscribe_tokens_party check (party in ('shipper', 'recipient')),
  created_at timestamptz not null default clock_timestamp(),
  used_at timestamptz
);
comment on table private.email_unsubscribe_tokens is
  'One per status e-mail handed to the worker: SHA-256 (hex) of the token in its unsubscribe link.';
alter table private.email_unsubscribe_tokens enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------
create function private.email_token_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex');
$$;

-- 24 random bytes, base64url: 32 characters, as the party keys.
create function private.random_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
$$;

-- What a status e-mail says, from the shipment as it is. from_entry: the change is the newest
-- route entry (status, place, its time); otherwise the status alone changed, with no place,
-- at the time of the change. No key, no price, no names. The expected delivery as the public
-- page shows it: none once delivered.
create function private.status_email_payload(shipment public.shipments, from_entry boolean)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select jsonb_build_object(
    'tracking_number', shipment.id,
    'status', case when from_entry then newest ->> 'status' else shipment.status end,
    'location', case when from_entry then newest ->> 'location' end,
    'at', case when from_entry and pg_input_is_valid(newest ->> 'date', 'timestamptz')
               then to_jsonb((newest ->> 'date')::timestamptz)
               else to_jsonb(clock_timestamp()) end,
    'expected_from', case when not private.is_delivered_status(shipment.status)
                          then shipment.expecteddeliveryfrom end,
    'expected_to', case when not private.is_delivered_status(shipment.status)
                        then shipment.expecteddeliveryto end)
  from (select shipment.history -> -1 as newest) as n;
$$;

revoke execute on function
  private.email_token_hash(text), private.random_token(),
  private.status_email_payload(public.shipments, boolean)
from public;

-- ---------------------------------------------------------------------------------------------
-- Status e-mails: queued by trigger, in the transaction of the change
-- ---------------------------------------------------------------------------------------------
create function private.queue_status_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  grew constant boolean :=
    jsonb_array_length(new.history) > jsonb_array_length(old.history);
  settle constant integer := (select s.settle_seconds from private.email_settings s);
  state jsonb;
  to_party text;
  party_address text;
  party_language text;
begin
  if not grew and new.status is not distinct from old.status then
    return null;
  end if;
  state := private.status_email_payload(new, grew);
  foreach to_party in array array['shipper', 'recipient'] loop
    if to_party = 'shipper' then
      continue when not new.notifyshipper or new.shipperemail is null;
      party_address := new.shipperemail;
      party_language := new.shipperlanguage;
    else
      continue when not new.notifyrecipient or new.recipientemail is null;
      party_address := new.recipientemail;
      party_language := new.recipientlanguage;
    end if;
    -- Within the settle time: the e-mail not sent yet tells the newest state instead. (The
    -- row lock of the shipment's update serialises this per shipment.)
    update private.email_outbox o
       set payload = state,
           to_address = party_address,
           language = party_language
     where o.shipment_id = new.id and o.shipment_created_at = new.created_at
       and o.party = to_party and o.kind = 'status' and o.status = 'queued'
       and o.next_attempt_at > now();
    if not found then
      insert into private.email_outbox (shipment_id, shipment_created_at, party, kind, language,
                                        to_address, payload, next_attempt_at, created_by)
      values (new.id, new.created_at, to_party, 'status', party_language, party_address, state,
              now() + make_interval(secs => settle), private.audit_actor());
    end if;
  end loop;
  return null;
end;
$$;
revoke execute on function private.queue_status_emails() from public;

create trigger shipments_status_emails
  after update of status, history on public.shipments
  for each row execute function private.queue_status_emails();

-- ---------------------------------------------------------------------------------------------
-- Link e-mails
-- ---------------------------------------------------------------------------------------------
create function private.send_tracking_link_email(tracking_number text, party text, replace boolean)
returns table (link public.tracking_link, key text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  shipment public.shipments;
  address text;
  language text;
  made record;
begin
  perform private.require_staff();
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
revoke execute on function private.send_tracking_link_email(text, text, boolean) from public;
grant execute on function private.send_tracking_link_email(text, text, boolean)
  to authenticated, service_role;
comment on function private.send_tracking_link_email(text, text, boolean) is
  'Body of public.send_tracking_link_email (security definer; staff check first).';

create function public.send_tracking_link_email(
  tracking_number text, party text, replace boolean default true)
returns table (link public.tracking_link, key text)
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.send_tracking_link_email(tracking_number, party, replace);
$$;
revoke execute on function public.send_tracking_link_email(text, text, boolean) from public, anon;
grant execute on function public.send_tracking_link_email(text, text, boolean)
  to authenticated, service_role;
comment on function public.send_tracking_link_email(text, text, boolean) is
  'Creates the party''s link as create_tracking_link does and queues it as an e-mail to the party''s address in their language (staff only). 22023 no_party_email without an address.';

-- ---------------------------------------------------------------------------------------------
-- The worker's functions (service_role only)
-- ---------------------------------------------------------------------------------------------
create type public.outbox_email as (
  id uuid,
  kind text,
  party text,
  language text,
  to_address text,
  message_id text,
  payload jsonb,
  -- Status e-mails only (null for links): the token for the one-click URL (Edge Function
  -- email-unsubscribe) and the visible link to the site's page.
  unsubscribe_token text,
  unsubscribe_url text,
  site_url text,
  attempts integer
);

create function private.claim_outbox_emails(batch_size integer)
returns setof public.outbox_email
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  claimed private.email_outbox;
  token text;
begin
  -- Claimed but never handed over: queue again.
  update private.email_outbox o
     set status = 'queued', lease_until = null
   where o.status = 'claimed' and o.lease_until < now();
  -- Died while handing over: it may have arrived. Never a second copy by itself.
  update private.email_outbox o
     set status = 'failed', lease_until = null, payload = o.payload - 'key',
         last_error = 'interrupted: the worker stopped while handing it to the mail server; it may have arrived'
   where o.status = 'sending' and o.lease_until < now();

  for claimed in
    update private.email_outbox o
       set status = 'claimed', lease_until = now() + make_interval(secs => settings.lease_seconds)
     where o.id in (select q.id from private.email_outbox q
                     where q.status = 'queued' and q.next_attempt_at <= now()
                     order by q.created_at, q.id
                     limit greatest(1, least(coalesce(batch_size, 50), 500))
                     for update skip locked)
    returning o.*
  loop
    token := null;
    if claimed.kind = 'status' then
      token := private.random_token();
      insert into private.email_unsubscribe_tokens (token_hash, shipment_id, shipment_created_at, party)
      values (private.email_token_hash(token), claimed.shipment_id, claimed.shipment_created_at,
              claimed.party);
    end if;
    return next (claimed.id, claimed.kind, claimed.party, claimed.language, claimed.to_address,
                 claimed.message_id, claimed.payload, token,
                 case when token is not null
                      then rtrim(settings.site_url, '/') || '/' || claimed.language
                           || '/unsubscribe?token=' || token end,
                 rtrim(settings.site_url, '/'), claimed.attempts)::public.outbox_email;
  end loop;
end;
$$;

create function private.begin_outbox_email(id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.email_outbox o
     set status = 'sending', attempts = o.attempts + 1,
         lease_until = now() + make_interval(secs => (select s.lease_seconds from private.email_settings s))
   where o.id = begin_outbox_email.id and o.status = 'claimed';
  return found;
end;
$$;

create function private.finish_outbox_email(id uuid, error text, permanent boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  email private.email_outbox;
begin
  select * into email from private.email_outbox o where o.id = finish_outbox_email.id for update;
  -- Only a row being handed over has an outcome to record; a late report of success for a row
  -- given up as interrupted meanwhile is still the truth.
  if email.status is distinct from 'sending'
     and not (email.status = 'failed' and email.last_error like 'interrupted:%' and error is null) then
    return;
  end if;
  if error is null then
    update private.email_outbox o
       set status = 'sent', sent_at = clock_timestamp(), lease_until = null,
           payload = o.payload - 'key', last_error = null
     where o.id = email.id;
  elsif coalesce(permanent, false) or email.attempts >= settings.max_attempts then
    update private.email_outbox o
       set status = 'failed', lease_until = null, payload = o.payload - 'key',
           last_error = left(error, 500)
     where o.id = email.id;
  else
    update private.email_outbox o
       set status = 'queued', lease_until = null, last_error = left(error, 500),
           next_attempt_at = now() + least(
             interval '1 hour',
             make_interval(secs => settings.base_retry_seconds * power(2, greatest(email.attempts - 1, 0))))
     where o.id = email.id;
  end if;
end;
$$;

revoke execute on function
  private.claim_outbox_emails(integer), private.begin_outbox_email(uuid),
  private.finish_outbox_email(uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  private.claim_outbox_emails(integer), private.begin_outbox_email(uuid),
  private.finish_outbox_email(uuid, text, boolean)
to service_role;

create function public.claim_outbox_emails(batch_size integer default 50)
returns setof public.outbox_email
language sql
volatile
security invoker
set search_path = ''
as $$
  select * from private.claim_outbox_emails(batch_size);
$$;
comment on function public.claim_outbox_emails(integer) is
  'E-mail worker: takes back expired leases, then claims up to batch_size due e-mails, oldest first (service_role only).';

create function public.begin_outbox_email(id uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.begin_outbox_email(id);
$$;
comment on function public.begin_outbox_email(uuid) is
  'E-mail worker: claimed -> sending, counts the attempt; false when the row is no longer claimed (do not send). service_role only.';

create function public.finish_outbox_email(id uuid, error text default null, permanent boolean default false)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.finish_outbox_email(id, error, permanent);
$$;
comment on function public.finish_outbox_email(uuid, text, boolean) is
  'E-mail worker: sent (error null), or queued again with back-off, or failed (permanent, or out of attempts). service_role only.';

revoke execute on function
  public.claim_outbox_emails(integer), public.begin_outbox_email(uuid),
  public.finish_outbox_email(uuid, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.claim_outbox_emails(integer), public.begin_outbox_email(uuid),
  public.finish_outbox_email(uuid, text, boolean)
to service_role;

-- ---------------------------------------------------------------------------------------------
-- Unsubscribe (anyone holding a token: the customer, their mail client's one-click POST)
-- ---------------------------------------------------------------------------------------------
create function private.unsubscribe_status_emails(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_token private.email_unsubscribe_tokens;
  changed integer;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{32}$' then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;
  select * into found_token
    from private.email_unsubscribe_tokens t
   where t.token_hash = private.email_token_hash(token)
     for update;
  if found_token.token_hash is null then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;
  if found_token.used_at is not null then
    return 'already';
  end if;

  -- The audit trail names the link, not the anonymous caller.
  perform set_config('private.audit_actor', 'unsubscribe link', true);
  if found_token.party = 'shipper' then
    update public.shipments s set notifyshipper = false
     where s.id = found_token.shipment_id and s.created_at = found_token.shipment_created_at;
  else
    update public.shipments s set notifyrecipient = false
     where s.id = found_token.shipment_id and s.created_at = found_token.shipment_created_at;
  end if;
  get diagnostics changed = row_count;
  perform set_config('private.audit_actor', '', true);
  if changed = 0 then
    raise exception 'unknown unsubscribe link' using errcode = 'P0002', detail = 'unknown_token';
  end if;

  -- Status e-mails of this party not handed over yet are not sent either.
  update private.email_outbox o
     set status = 'cancelled', lease_until = null
   where o.shipment_id = found_token.shipment_id
     and o.shipment_created_at = found_token.shipment_created_at
     and o.party = found_token.party and o.kind = 'status' and o.status in ('queued', 'claimed');
  update private.email_unsubscribe_tokens t set used_at = clock_timestamp()
   where t.token_hash = found_token.token_hash;
  return 'unsubscribed';
end;
$$;
revoke execute on function private.unsubscribe_status_emails(text) from public;
grant execute on function private.unsubscribe_status_emails(text) to anon, authenticated, service_role;
comment on function private.unsubscribe_status_emails(text) is
  'Body of public.unsubscribe_status_emails (security definer; the token is the authority).';

create function public.unsubscribe_status_emails(token text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.unsubscribe_status_emails(token);
$$;
revoke execute on function public.unsubscribe_status_emails(text) from public;
grant execute on function public.unsubscribe_status_emails(text) to anon, authenticated, service_role;
comment on function public.unsubscribe_status_emails(text) is
  'Stops status e-mails for the party of the shipment the token was made for: ''unsubscribed'', or ''already'' when used before. P0002 unknown_token otherwise.';

-- ---------------------------------------------------------------------------------------------
-- Staff: what was sent, and sending a failed one again
-- ---------------------------------------------------------------------------------------------
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
  created_by text
);

create function private.require_email_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_staff_or_service() then
    raise exception 'only staff may manage customer e-mails' using errcode = '42501';
  end if;
end;
$$;

create function private.as_shipment_email(email private.email_outbox)
returns public.shipment_email
language sql
stable
set search_path = ''
as $$
  select (email.id, email.party, email.kind, email.to_address, email.language, email.status,
          email.attempts, email.last_error, email.created_at, email.sent_at,
          email.created_by)::public.shipment_email;
$$;

create function private.shipment_emails(tracking_number text)
returns setof public.shipment_email
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  shipment public.shipments;
begin
  perform private.require_email_staff();
  shipment := private.linked_shipment(tracking_number);
  return query
    select (private.as_shipment_email(o)).*
      from private.email_outbox o
     where o.shipment_id = shipment.id and o.shipment_created_at = shipment.created_at
     order by o.created_at desc, o.id;
end;
$$;

create function private.resend_shipment_email(id uuid)
returns public.shipment_email
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  original private.email_outbox;
  shipment public.shipments;
  address text;
  created private.email_outbox;
begin
  perform private.require_email_staff();
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

revoke execute on function
  private.require_email_staff(), private.as_shipment_email(private.email_outbox),
  private.shipment_emails(text), private.resend_shipment_email(uuid)
from public;
grant execute on function private.shipment_emails(text), private.resend_shipment_email(uuid)
  to authenticated, service_role;

create function public.shipment_emails(tracking_number text)
returns setof public.shipment_email
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.shipment_emails(tracking_number);
$$;
comment on function public.shipment_emails(text) is
  'The customer e-mails of one shipment, newest first (staff only): party, kind, address, status, reason.';

create function public.resend_shipment_email(id uuid)
returns public.shipment_email
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.resend_shipment_email(id);
$$;
comment on function public.resend_shipment_email(uuid) is
  'Queues a failed status e-mail again with the shipment''s current state (staff only). 22023 link_needs_new_key for a link e-mail.';

revoke execute on function public.shipment_emails(text), public.resend_shipment_email(uuid)
  from public, anon;
grant execute on function public.shipment_emails(text), public.resend_shipment_email(uuid)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Hosted: the worker every minute (Supabase's "Scheduling Edge Functions": pg_cron + pg_net,
-- URL and key from Vault, README "Customer e-mail"). Locally neither extension exists and the
-- stack runs the worker itself. cron.schedule with an existing job name updates that job.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('email-outbox', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/email-outbox',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                          where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000) as request_id;
    $job$);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The purge of deleted shipments (20261125150000) takes their e-mails too: the outbox and the
-- unsubscribe tokens hold addresses and links of a shipment that is gone for good. Same body,
-- plus the two deletes; the count it returns is still the audit records purged.
-- ---------------------------------------------------------------------------------------------
create or replace function private.purge_deleted_shipments()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  perform set_config('private.purging_deleted_shipments', 'on', true);
  with expired as (
    select d.shipment_id, d.id
      from audit.shipment_changes d, private.tracking_settings t
     where d.action = 'delete'
       and d.changed_at < clock_timestamp() - make_interval(days => t.restore_days)
       and not exists (select 1 from audit.shipment_changes r
                        where r.shipment_id = d.shipment_id and r.action = 'restore'
                          and r.id > d.id))
  update audit.shipment_changes c
     set purged_at = clock_timestamp(),
         changes = coalesce(
           (select jsonb_object_agg(f.key, f.value)
              from jsonb_each(c.changes) as f
             where f.key in ('id', 'status', 'created_at', 'updated_at')),
           '{}'::jsonb)
   where c.purged_at is null
     and c.action in ('insert', 'update', 'delete', 'restore')
     and exists (select 1 from expired e where e.shipment_id = c.shipment_id and c.id <= e.id);
  get diagnostics purged = row_count;
  perform set_config('private.purging_deleted_shipments', '', true);

  -- The e-mails of every purged incarnation (number + created_at) that is not back.
  delete from private.email_outbox o
   where not exists (select 1 from public.shipments s
                      where s.id = o.shipment_id and s.created_at = o.shipment_created_at)
     and exists (select 1 from audit.shipment_changes d
                  where d.shipment_id = o.shipment_id and d.action = 'delete'
                    and d.purged_at is not null
                    and d.changes -> 'created_at' ->> 'from' is not null
                    and (d.changes -> 'created_at' ->> 'from')::timestamptz = o.shipment_created_at);
  delete from private.email_unsubscribe_tokens o
   where not exists (select 1 from public.shipments s
                      where s.id = o.shipment_id and s.created_at = o.shipment_created_at)
     and exists (select 1 from audit.shipment_changes d
                  where d.shipment_id = o.shipment_id and d.action = 'delete'
                    and d.purged_at is not null
                    and d.changes -> 'created_at' ->> 'from' is not null
                    and (d.changes -> 'created_at' ->> 'from')::timestamptz = o.shipment_created_at);
  return purged;
end;
$$;
