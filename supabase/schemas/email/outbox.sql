-- The outbox of customer e-mails: a row written in the transaction that causes it, claimed
-- by the worker with for update skip locked and a claim token, attempts and next try on the row.
-- Two lanes (issue #48): what a stranger can cause by sending the request form (a request's
-- acknowledgement, its staff notices, the hourly digest) is lane 2, claimed only while lane 1
-- (shipments' links and status e-mails, offers and their answers, a rejection: what staff or a
-- customer holding a key cause) has nothing due or in hand, so a flood of requests never holds
-- up a customer's e-mail. A request's rows go with it: that foreign key is the requests'
-- (requests/emails.sql), so nothing here names a request's table.

create type public.outbox_email as (
  id uuid,
  kind text,
  party text,
  language text,
  to_address text,
  message_id text,
  payload jsonb,
  unsubscribe_token text,
  unsubscribe_url text,
  site_url text,
  attempts integer,
  claim_token uuid
);

create table private.email_outbox (
  id uuid default gen_random_uuid(),
  shipment_id text,
  shipment_created_at timestamptz,
  request_id uuid,
  party text not null,
  kind text not null,
  language text not null,
  to_address text not null,
  payload jsonb not null,
  status text default 'queued' not null,
  attempts integer default 0 not null,
  next_attempt_at timestamptz default now() not null,
  lease_until timestamptz,
  last_error text,
  message_id text generated always as ((('<'::text || (id)::text) || '@transport-site.invalid>'::text)) stored not null,
  created_at timestamptz default clock_timestamp() not null,
  sent_at timestamptz,
  created_by text not null,
  claim_token uuid,
  lane smallint generated always as ((case when kind in ('request_received', 'request_notice', 'request_digest') then 2 else 1 end)) stored not null,
  constraint email_outbox_pkey primary key (id),
  constraint email_outbox_message_id_unique unique (message_id),
  constraint email_outbox_kind check (kind in ('link', 'status', 'request_received', 'request_notice', 'offer', 'offer_accepted', 'offer_declined', 'request_digest', 'request_rejected', 'escrow', 'escrow_digest')),
  constraint email_outbox_last_error_length check ((char_length(last_error) <= 500)),
  constraint email_outbox_party check (party in ('shipper', 'recipient', 'customer', 'staff')),
  constraint email_outbox_subject check ((((shipment_id is not null) and (shipment_created_at is not null) and (request_id is null) and (kind in ('link', 'status', 'escrow')) and (party in ('shipper', 'recipient'))) or ((shipment_id is null) and (shipment_created_at is null) and (request_id is not null) and (kind in ('request_received', 'request_notice', 'offer', 'offer_accepted', 'offer_declined', 'request_rejected')) and (party in ('customer', 'staff'))) or ((shipment_id is null) and (shipment_created_at is null) and (request_id is null) and (kind in ('request_digest', 'escrow_digest')) and (party = 'staff')))),
  constraint email_outbox_status check (status in ('queued', 'claimed', 'sending', 'sent', 'failed', 'cancelled'))
);
alter table private.email_outbox enable row level security;
comment on table private.email_outbox is
  'E-mails to customers and staff, written in the transaction that causes them; sent by the email-outbox worker (20261125160100). Each is about a shipment (link, status, escrow: email/escrow-emails.sql) or a transport request (request_received, offer, request_rejected to the customer, request_notice, offer_accepted, offer_declined to staff; deleted with the request), or staff''s hourly digest of requests beyond the notice cap (request_digest, about no one request), or staff''s digest of the escrows whose inspection period the schedule found over (escrow_digest). payload of a link, request_received, offer or request_rejected row holds the key in clear until sent or failed.';
comment on column private.email_outbox.lane is
  '1: shipments'' e-mails, offers and their answers, rejections; 2: what the request form causes (request_received, request_notice, request_digest), claimed only while lane 1 has nothing due or in hand (issue #48).';
comment on column private.email_outbox.claim_token is
  'Made fresh by each claim_outbox_emails; begin/finish_outbox_email act only with it.';

create function private.claim_outbox_emails(batch_size integer)
returns setof public.outbox_email
language plpgsql
security definer
set search_path to ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  wanted constant integer := greatest(1, least(coalesce(batch_size, 50), 500));
  picked uuid[];
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

  -- Lane 1 first, oldest first. Lane 2 only when lane 1 has nothing due and nothing in hand
  -- (claimed or being sent, by this run or another): its e-mails never go before one of lane 1
  -- or share the mail server with it. The rows are picked into an array, once: as an IN subquery with LIMIT and SKIP LOCKED the planner may run it again
  -- per row, and a rerun picks other rows, so a claim could take more than batch_size (seen: 2
  -- for batch_size 1).
  picked := array(
    select q.id from private.email_outbox q
     where q.status = 'queued' and q.lane = 1 and q.next_attempt_at <= now()
     order by q.created_at, q.id
     limit wanted
       for update skip locked);
  if cardinality(picked) = 0
     and not exists (select 1 from private.email_outbox q
                      where q.status in ('claimed', 'sending') and q.lane = 1) then
    picked := array(
      select q.id from private.email_outbox q
       where q.status = 'queued' and q.lane = 2 and q.next_attempt_at <= now()
       order by q.created_at, q.id
       limit wanted
         for update skip locked);
  end if;

  for claimed in
    with updated as (
      update private.email_outbox o
         set status = 'claimed', lease_until = now() + make_interval(secs => settings.lease_seconds),
             claim_token = gen_random_uuid()
       where o.id = any (picked)
      returning o.*)
    select * from updated u order by u.lane, u.created_at, u.id
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
                 rtrim(settings.site_url, '/'), claimed.attempts,
                 claimed.claim_token)::public.outbox_email;
  end loop;
end;
$$;
revoke execute on function private.claim_outbox_emails(batch_size integer) from public;
grant execute on function private.claim_outbox_emails(batch_size integer) to service_role;

create function public.claim_outbox_emails(batch_size integer default 50)
returns setof public.outbox_email
language sql
set search_path to ''
as $$
  select * from private.claim_outbox_emails(batch_size);
$$;
revoke execute on function public.claim_outbox_emails(batch_size integer) from public, anon, authenticated;
comment on function public.claim_outbox_emails(batch_size integer) is
  'E-mail worker: takes back expired leases, then claims up to batch_size due e-mails of lane 1, oldest first; only when lane 1 has none due or in hand, of lane 2 (what the request form causes). service_role only.';

create function private.begin_outbox_email(id uuid, claim_token uuid)
returns boolean
language plpgsql
security definer
set search_path to ''
as $$
begin
  update private.email_outbox o
     set status = 'sending', attempts = o.attempts + 1,
         lease_until = now() + make_interval(secs => (select s.lease_seconds from private.email_settings s))
   where o.id = begin_outbox_email.id and o.status = 'claimed'
     and o.claim_token = begin_outbox_email.claim_token;
  return found;
end;
$$;
revoke execute on function private.begin_outbox_email(id uuid, claim_token uuid) from public;
grant execute on function private.begin_outbox_email(id uuid, claim_token uuid) to service_role;

create function private.email_retry_until(email private.email_outbox)
returns timestamptz
language sql
stable
set search_path to ''
as $$
  select email.created_at + make_interval(secs => s.retry_for_seconds)
    from private.email_settings s;
$$;
revoke execute on function private.email_retry_until(email private.email_outbox) from public;

create function private.finish_outbox_email(
  id uuid,
  claim_token uuid,
  error text,
  permanent boolean
)
returns void
language plpgsql
security definer
set search_path to ''
as $$
declare
  settings constant private.email_settings := (select s from private.email_settings s);
  email private.email_outbox;
  give_up_at timestamptz;
begin
  select * into email from private.email_outbox o where o.id = finish_outbox_email.id for update;
  -- Only the claim that handed it over has an outcome to report (a null token matches nothing).
  if email.claim_token is distinct from finish_outbox_email.claim_token
     or finish_outbox_email.claim_token is null then
    return;
  end if;
  -- Only a row being handed over has an outcome to record; a late report of success for a row
  -- given up as interrupted meanwhile is still the truth.
  if email.status is distinct from 'sending'
     and not (email.status = 'failed' and email.last_error like 'interrupted:%' and error is null) then
    return;
  end if;
  give_up_at := private.email_retry_until(email);
  if error is null then
    update private.email_outbox o
       set status = 'sent', sent_at = clock_timestamp(), lease_until = null,
           payload = o.payload - 'key', last_error = null
     where o.id = email.id;
  elsif coalesce(permanent, false) or email.attempts >= settings.max_attempts
        or now() >= give_up_at then
    update private.email_outbox o
       set status = 'failed', lease_until = null, payload = o.payload - 'key',
           last_error = left(error, 500)
     where o.id = email.id;
  else
    update private.email_outbox o
       set status = 'queued', lease_until = null, last_error = left(error, 500),
           next_attempt_at = least(give_up_at, now() + least(
             interval '1 hour',
             make_interval(secs => settings.base_retry_seconds * power(2, greatest(email.attempts - 1, 0)))))
     where o.id = email.id;
  end if;
end;
$$;
revoke execute on function private.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean) from public;
grant execute on function private.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean) to service_role;

create function public.begin_outbox_email(id uuid, claim_token uuid)
returns boolean
language sql
set search_path to ''
as $$
  select private.begin_outbox_email(id, claim_token);
$$;
revoke execute on function public.begin_outbox_email(id uuid, claim_token uuid) from public, anon, authenticated;
comment on function public.begin_outbox_email(id uuid, claim_token uuid) is
  'E-mail worker: claimed -> sending, counts the attempt; false when the row is no longer claimed with this claim_token (do not send). service_role only.';

create function public.finish_outbox_email(
  id uuid,
  claim_token uuid,
  error text default null,
  permanent boolean default false
)
returns void
language sql
set search_path to ''
as $$
  select private.finish_outbox_email(id, claim_token, error, permanent);
$$;
revoke execute on function public.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean) from public, anon, authenticated;
comment on function public.finish_outbox_email(id uuid, claim_token uuid, error text, permanent boolean) is
  'E-mail worker: sent (error null), or queued again with back-off, or failed (permanent, or out of attempts); nothing without the row''s current claim_token. service_role only.';

create function private.finish_and_begin_outbox_email(
  finish_id uuid,
  finish_claim_token uuid,
  next_id uuid,
  next_claim_token uuid,
  error text,
  permanent boolean
)
returns boolean
language plpgsql
security definer
set search_path to ''
as $$
begin
  perform 1 from private.email_outbox o
   where o.id in (finish_and_begin_outbox_email.finish_id, finish_and_begin_outbox_email.next_id)
   order by o.id
     for update;
  perform private.finish_outbox_email(finish_id, finish_claim_token, error, permanent);
  return private.begin_outbox_email(next_id, next_claim_token);
end;
$$;
revoke execute on function private.finish_and_begin_outbox_email(finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid, error text, permanent boolean) from public;
grant execute on function private.finish_and_begin_outbox_email(finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid, error text, permanent boolean) to service_role;

create function public.finish_and_begin_outbox_email(
  finish_id uuid,
  finish_claim_token uuid,
  next_id uuid,
  next_claim_token uuid,
  error text default null,
  permanent boolean default false
)
returns boolean
language sql
set search_path to ''
as $$
  select private.finish_and_begin_outbox_email(
    finish_id, finish_claim_token, next_id, next_claim_token, error, permanent);
$$;
revoke execute on function public.finish_and_begin_outbox_email(finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid, error text, permanent boolean) from public, anon, authenticated;
comment on function public.finish_and_begin_outbox_email(finish_id uuid, finish_claim_token uuid, next_id uuid, next_claim_token uuid, error text, permanent boolean) is
  'E-mail worker, between two rows of a lane: finish_outbox_email(finish_id, finish_claim_token, error, permanent), then begin_outbox_email(next_id, next_claim_token), in one transaction; returns begin''s answer (false: do not send the next row). service_role only.';

create index email_outbox_due_idx on private.email_outbox (lane, created_at, id) where (status = 'queued'::text);

-- The hourly caps of new requests' e-mails count the hour's rows of a kind (new-request-emails.sql).
create index email_outbox_kind_created_at_idx on private.email_outbox (kind, created_at) where (status <> 'cancelled'::text);

create index email_outbox_lease_idx on private.email_outbox (lease_until) where (status = any (array['claimed'::text, 'sending'::text]));

create index email_outbox_shipment_idx on private.email_outbox (shipment_id, shipment_created_at, created_at desc);

create index email_outbox_request_idx on private.email_outbox (request_id);
